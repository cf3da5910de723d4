/*
 * Spitzer solver core: the Python module skat_desktop.ai._spitzer_solver
 * (limited API).
 *
 * Argument parsing and checks, and the calls that take a table from the pool,
 * run the search without the GIL and hand the results back.  The design of
 * the core is described in spitzer_core.h.
 */
#include "spitzer_core.h"

/* Parse (h0, h1, h2, h3, leader, trick, team, mode, against, ca, lapsed, caller
 * [, threshold]) and check it thoroughly enough that no input can make the
 * search misbehave; the Python layer gives the friendlier messages first. */
static int parse_position(PyObject *args, Ctx *c, int *extra) {
    unsigned long long h[4];
    int leader, team, mode, against, ca, lapsed, caller, cards[4], i;
    PyObject *trick;
    Py_ssize_t tn;
    uint32_t used = 0;
    int ok = extra ? PyArg_ParseTuple(args, "KKKKiO!iiiiiii", &h[0], &h[1], &h[2], &h[3], &leader,
                                      &PyTuple_Type, &trick, &team, &mode, &against, &ca, &lapsed,
                                      &caller, extra)
                   : PyArg_ParseTuple(args, "KKKKiO!iiiiii", &h[0], &h[1], &h[2], &h[3], &leader,
                                      &PyTuple_Type, &trick, &team, &mode, &against, &ca, &lapsed,
                                      &caller);
    if (!ok) return 0;
    if (leader < 0 || leader > 3 || team < 1 || team > 14 || mode < 0 || mode > 1 || against < 0 ||
        against > 1 || lapsed < 0 || lapsed > 1 || caller < -1 || caller > 3 ||
        (caller >= 0 && team != (1 << caller)) || !(ca == -1 || ca == 15 || ca == 23 || ca == 31)) {
        PyErr_SetString(PyExc_ValueError, "bad leader, side, mode, called ace or caller");
        return 0;
    }
    for (i = 0; i < 4; i++) {
        if (h[i] > 0xFFFFFFFFull || (used & (uint32_t)h[i])) {
            PyErr_SetString(PyExc_ValueError, "hand masks out of range or overlapping");
            return 0;
        }
        used |= (uint32_t)h[i];
    }
    tn = PyTuple_Size(trick);
    if (tn < 0 || tn > 3) {
        PyErr_SetString(PyExc_ValueError, "the current trick holds 0 to 3 cards");
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
        int mover = (leader + (int)tn) % 4;
        int k = popc64(h[mover]);
        for (i = 0; i < 4; i++) {
            int s = (leader + i) % 4;
            int want = i < tn ? k - 1 : k;
            if (popc64(h[s]) != want || k > 8 || (tn > 0 && k < 1)) {
                PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
                return 0;
            }
        }
    }
    memset(c, 0, sizeof(*c));
    c->mode = mode;
    c->against = mode == MODE_TRICK ? against : 0;
    for (i = 0; i < 4; i++) c->hand[i] = spz_to_internal((uint32_t)h[i]);
    c->leader = leader;
    c->tn = (int)tn;
    for (i = 0; i < tn; i++) c->tc[i] = SPZ_TO_INT[cards[i]];
    c->team = team;
    c->caller = caller;
    c->lapsed = lapsed;
    c->ca = ca < 0 ? NO_CARD : SPZ_TO_INT[ca];
    c->ctx_meta = 0x80000000u | ((uint32_t)mode << 10) | ((uint32_t)c->against << 11) |
                  ((uint32_t)(ca < 0 ? 0 : ca + 1) << 12);
    return 1;
}

static PyObject *run_query(PyObject *args, int kind) {
    Ctx *c = (Ctx *)malloc(sizeof(Ctx));
    int threshold = 0, value = 0, n = 0, i;
    int cards[8], values[8];
    unsigned long long nodes;
    PyObject *result;
    if (!c) return PyErr_NoMemory();
    if (!parse_position(args, c, kind == 1 ? &threshold : NULL)) { free(c); return NULL; }
    c->tt = spz_take_table();
    if (!c->tt) { free(c); return PyErr_NoMemory(); }
    Py_BEGIN_ALLOW_THREADS
    if (kind == 0) {
        value = spz_solve_exact(c);
    } else if (kind == 1) {
        value = spz_reaches(c, threshold);
    } else {
        /* Value after each legal card; equivalent cards copy the value just found. */
        int tn = c->tn, seat = (c->leader + tn) % 4;
        uint32_t h = c->hand[seat], legal = legal_cards(c, seat);
        uint32_t R = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
        for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
        for (uint32_t m = legal; m; m &= m - 1) {
            int x = ctz32(m);
            uint32_t lower = SPZ_GROUP[x] & R & ((1u << x) - 1u);
            if (lower && n > 0) {
                int l = msb32(lower);
                if (((h >> l) & 1u) && (c->mode == MODE_TRICK || SPZ_PTS[l] == SPZ_PTS[x]) &&
                    cards[n - 1] == SPZ_TO_EXT[l]) {
                    cards[n] = SPZ_TO_EXT[x];
                    values[n] = values[n - 1];
                    n++;
                    continue;
                }
            }
            cards[n] = SPZ_TO_EXT[x];
            values[n] = spz_play_and_solve(c, seat, x);
            n++;
        }
    }
    Py_END_ALLOW_THREADS
    spz_give_table(c->tt);
    nodes = c->nodes;
    free(c);
    if (kind == 0) return Py_BuildValue("(iK)", value, nodes);
    if (kind == 1) return Py_BuildValue("(OK)", value ? Py_True : Py_False, nodes);
    result = PyList_New(n);
    if (!result) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (!pair) { Py_DECREF(result); return NULL; }
        PyList_SetItem(result, i, pair);
    }
    return Py_BuildValue("(NK)", result, nodes);
}

static PyObject *py_solve(PyObject *self, PyObject *args) { (void)self; return run_query(args, 0); }
static PyObject *py_reaches(PyObject *self, PyObject *args) { (void)self; return run_query(args, 1); }
static PyObject *py_move_values(PyObject *self, PyObject *args) { (void)self; return run_query(args, 2); }

/* Free the pooled tables: the next call starts cold (benchmarks, tests). */
static PyObject *py_reset(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    spz_free_tables();
    Py_RETURN_NONE;
}

#define ARGS_DOC "(h0, h1, h2, h3, leader, trick, team, mode, against, called_ace, lapsed, caller"

static PyMethodDef spitzer_methods[] = {
    {"solve", py_solve, METH_VARARGS, "solve" ARGS_DOC ") -> (value, nodes)"},
    {"reaches", py_reaches, METH_VARARGS, "reaches" ARGS_DOC ", threshold) -> (bool, nodes)"},
    {"move_values", py_move_values, METH_VARARGS, "move_values" ARGS_DOC ") -> ([(card, value)], nodes)"},
    {"reset", py_reset, METH_NOARGS, "reset() -> None: free the pooled transposition tables"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef spitzer_module = {
    PyModuleDef_HEAD_INIT, "_spitzer_solver", "Four-hand double-dummy Spitzer solver core.", -1,
    spitzer_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__spitzer_solver(void) {
    spz_init_tables();
    return PyModule_Create(&spitzer_module);
}
