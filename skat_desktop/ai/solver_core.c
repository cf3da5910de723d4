/*
 * Skat solver core: the Python module skat_desktop.ai._solver (limited API).
 *
 * Argument parsing and checks, and the calls that take a table from the pool,
 * run the search without the GIL and hand the results back.  The design of
 * the core is described in solver_core.h.
 */
#include "solver_core.h"

/* Parse (game, mode, h0, h1, h2, declarer, leader, trick_tuple) and check it
 * thoroughly enough that no input can make the search misbehave; the Python
 * layer gives the friendlier messages first.  ``limit`` (when not NULL) takes
 * an optional last argument: the node limit of the call (0: none). */
static int parse_position(PyObject *args, Ctx *c, int *extra, int want_extra, unsigned long long *limit) {
    int game, mode, declarer, leader;
    unsigned long long h[3];
    PyObject *trick;
    Py_ssize_t tn, i;
    int cards[3];
    uint32_t used = 0;
    unsigned long long no_limit = 0;
    if (!limit) limit = &no_limit;
    if (want_extra) {
        if (!PyArg_ParseTuple(args, "iiKKKiiO!i|K", &game, &mode, &h[0], &h[1], &h[2], &declarer, &leader,
                              &PyTuple_Type, &trick, extra, limit))
            return 0;
    } else if (limit != &no_limit) {
        if (!PyArg_ParseTuple(args, "iiKKKiiO!|K", &game, &mode, &h[0], &h[1], &h[2], &declarer, &leader,
                              &PyTuple_Type, &trick, limit))
            return 0;
    } else {
        if (!PyArg_ParseTuple(args, "iiKKKiiO!", &game, &mode, &h[0], &h[1], &h[2], &declarer, &leader,
                              &PyTuple_Type, &trick))
            return 0;
    }
    if (game < 0 || game > 6) {
        PyErr_SetString(PyExc_ValueError, "game kind must be 0..6");
        return 0;
    }
    if (mode < 0 || mode > 2 || (mode == MODE_NULL) != (game == GAME_NULL) ||
        (mode == MODE_SCHWARZ && game == GAME_NULL)) {
        PyErr_SetString(PyExc_ValueError, "search mode does not fit the game kind");
        return 0;
    }
    if (declarer < 0 || declarer > 2 || leader < 0 || leader > 2) {
        PyErr_SetString(PyExc_ValueError, "declarer and leader must be seats 0..2");
        return 0;
    }
    for (i = 0; i < 3; i++) {
        if (h[i] > 0xFFFFFFFFull) {
            PyErr_SetString(PyExc_ValueError, "hand mask out of range");
            return 0;
        }
        if (used & (uint32_t)h[i]) {
            PyErr_SetString(PyExc_ValueError, "hands overlap");
            return 0;
        }
        used |= (uint32_t)h[i];
    }
    tn = PyTuple_Size(trick);
    if (tn < 0 || tn > 2) {
        PyErr_SetString(PyExc_ValueError, "the current trick holds 0 to 2 cards");
        return 0;
    }
    for (i = 0; i < tn; i++) {
        long v = PyLong_AsLong(PyTuple_GetItem(trick, i));
        if (v == -1 && PyErr_Occurred()) return 0;
        if (v < 0 || v > 31 || ((used >> v) & 1u)) {
            PyErr_SetString(PyExc_ValueError, "bad or duplicate card in the current trick");
            return 0;
        }
        used |= 1u << v;
        cards[i] = (int)v;
    }
    {
        int mover = (leader + (int)tn) % 3;
        int k = popc32((uint32_t)h[mover]);
        for (i = 0; i < 3; i++) {
            int s = (leader + (int)i) % 3;
            int want = i < tn ? k - 1 : k;
            if (popc32((uint32_t)h[s]) != want) {
                PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
                return 0;
            }
        }
        if (k > 10 || (tn > 0 && k < 1)) {
            PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
            return 0;
        }
    }
    sk_setup_game(c, game, mode, declarer);
    for (i = 0; i < 3; i++) c->hand[i] = sk_to_internal(c, (uint32_t)h[i]);
    c->hand_pts = mask_points(c, c->hand[0] | c->hand[1] | c->hand[2]);
    c->leader = leader;
    c->tn = (int)tn;
    for (i = 0; i < tn; i++) c->tc[i] = c->to_int[cards[i]];
    c->nodes = 0;
    c->limit = *limit;
    c->aborted = 0;
    return 1;
}

static PyObject *py_solve(PyObject *self, PyObject *args) {
    Ctx c;
    Table spare, *t = NULL;
    int value = 0;
    unsigned long long limit = 0;
    (void)self;
    if (!parse_position(args, &c, NULL, 0, &limit)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (sk_max_value(&c) > 0) {
        t = sk_acquire_table(c.context, &spare);
        if (t) {
            sk_begin_call(&c, t);
            value = sk_solve_exact(&c);
            sk_release_table(t, &spare);
        }
    }
    Py_END_ALLOW_THREADS
    if (!t && sk_max_value(&c) > 0) return PyErr_NoMemory();
    if (c.aborted) return Py_BuildValue("(OK)", Py_None, (unsigned long long)c.nodes);
    return Py_BuildValue("(iK)", value, (unsigned long long)c.nodes);
}

static PyObject *py_reaches(PyObject *self, PyObject *args) {
    Ctx c;
    Table spare, *t = NULL;
    int threshold = 0, value, need_search;
    unsigned long long limit = 0;
    (void)self;
    if (!parse_position(args, &c, &threshold, 1, &limit)) return NULL;
    /* Static bounds: nothing to search, no table to take. */
    need_search = threshold > 0 && threshold <= sk_max_value(&c);
    value = threshold <= 0;
    if (need_search) {
        Py_BEGIN_ALLOW_THREADS
        t = sk_acquire_table(c.context, &spare);
        if (t) {
            sk_begin_call(&c, t);
            value = sk_reaches(&c, threshold);
            sk_release_table(t, &spare);
        }
        Py_END_ALLOW_THREADS
        if (!t) return PyErr_NoMemory();
    }
    if (c.aborted) return Py_BuildValue("(OK)", Py_None, (unsigned long long)c.nodes);
    return Py_BuildValue("(OK)", value ? Py_True : Py_False, (unsigned long long)c.nodes);
}

static PyObject *py_reset_tables(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    Py_BEGIN_ALLOW_THREADS
    sk_reset_tables();
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

/*
 * Value after each legal card of the seat to move.  One table serves all the
 * children (its entries do not depend on the path), and cards equivalent to an
 * already solved one copy its value.
 */
static PyObject *py_move_values(PyObject *self, PyObject *args) {
    Ctx ctx, *c = &ctx;
    Table spare, *t;
    int ok = 1, n = 0, i;
    int cards[10], values[10];
    PyObject *result;
    (void)self;
    if (!parse_position(args, c, NULL, 0, NULL)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    {
        int tn = c->tn, seat = (c->leader + tn) % 3;
        uint32_t h = c->hand[seat], legal = h, R = c->hand[0] | c->hand[1] | c->hand[2];
        for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
        if (tn && (h & c->group[c->tc[0]])) legal = h & c->group[c->tc[0]];
        t = sk_acquire_table(c->context, &spare);
        ok = t != NULL;
        if (ok) sk_begin_call(c, t);
        for (uint32_t m = legal; ok && m; m &= m - 1) {
            int x = ctz32(m), v;
            uint32_t lower = c->group[x] & R & ((1u << x) - 1u);
            if (lower && n > 0) {
                int l = msb32(lower);
                if (((h >> l) & 1u) && c->eqpts[l] == c->eqpts[x] && cards[n - 1] == c->to_ext[l]) {
                    /* equivalent to the card just solved */
                    cards[n] = c->to_ext[x];
                    values[n] = values[n - 1];
                    n++;
                    continue;
                }
            }
            c->hand[seat] &= ~(1u << x);
            c->hand_pts -= c->pts[x];
            c->tc[tn] = x;
            if (tn == 2) {
                int t0 = c->tc[0], t1 = c->tc[1], old_leader = c->leader;
                int ws = (old_leader + trick_winner_pos(c, t0, t1, x)) % 3;
                c->leader = ws;
                c->tn = 0;
                if (c->mode == MODE_POINTS) {
                    v = (ws == c->declarer ? c->pts[t0] + c->pts[t1] + c->pts[x] : 0) + sk_solve_exact(c);
                } else {
                    int bad = c->mode == MODE_NULL ? ws == c->declarer : ws != c->declarer;
                    v = bad ? 1 : sk_solve_exact(c);
                }
                c->leader = old_leader;
                c->tc[0] = t0;
                c->tc[1] = t1;
            } else {
                c->tn = tn + 1;
                v = sk_solve_exact(c);
            }
            c->tn = tn;
            c->hand[seat] |= 1u << x;
            c->hand_pts += c->pts[x];
            cards[n] = c->to_ext[x];
            values[n] = v;
            n++;
        }
        if (ok) sk_release_table(t, &spare);
    }
    Py_END_ALLOW_THREADS
    if (!ok) return PyErr_NoMemory();
    result = PyList_New(n);
    if (!result) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (!pair) { Py_DECREF(result); return NULL; }
        PyList_SetItem(result, i, pair);
    }
    return Py_BuildValue("(NK)", result, (unsigned long long)c->nodes);
}

static PyMethodDef solver_methods[] = {
    {"solve", py_solve, METH_VARARGS,
     "solve(game, mode, h0, h1, h2, declarer, leader, trick[, max_nodes]) -> (value, nodes); "
     "value None: the search passed max_nodes and gave up"},
    {"reaches", py_reaches, METH_VARARGS,
     "reaches(game, mode, h0, h1, h2, declarer, leader, trick, threshold[, max_nodes]) -> (bool, nodes); "
     "None instead of the bool: the search passed max_nodes and gave up"},
    {"move_values", py_move_values, METH_VARARGS,
     "move_values(game, mode, h0, h1, h2, declarer, leader, trick) -> ([(card, value)], nodes)"},
    {"reset_tables", py_reset_tables, METH_NOARGS,
     "reset_tables() -> None: forget the pooled tables' entries (tests compare fresh tables)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef solver_module = {
    PyModuleDef_HEAD_INIT, "_solver", "Double-dummy Skat solver core (see solver.py).", -1, solver_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__solver(void) {
    if (!sk_pool_init()) return PyErr_NoMemory();
    return PyModule_Create(&solver_module);
}
