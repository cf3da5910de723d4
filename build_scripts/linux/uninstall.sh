#!/bin/sh
# Remove what install.sh installed for this user, exactly: the files and folders
# listed in ${XDG_DATA_HOME:-~/.local/share}/org.skatdesktop.SkatDesktop/installed-files.
# A folder is removed only if install.sh created it and it is empty once the
# desktop's caches (which install.sh had refreshed) no longer name Skat Desktop.
# Saved lists, settings and statistics are not touched.
set -eu

app_id=org.skatdesktop.SkatDesktop
data="${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}"
manifest="$data/$app_id/installed-files"
quiet=no
[ "${1:-}" = "--quiet" ] && quiet=yes

if [ ! -f "$manifest" ]; then
    echo "uninstall.sh: Skat Desktop is not installed for this user ($manifest does not exist)"
    exit 0
fi

# Only paths inside the data folder are ever removed, whatever the list says.
inside() {
    case "$1" in
    "$data"/*) case "$1" in */../* | */..) return 1 ;; esac ;;
    *) return 1 ;;
    esac
}

while IFS= read -r entry; do
    case "$entry" in
    "file "*)
        path=${entry#file }
        if inside "$path" && { [ -f "$path" ] || [ -L "$path" ]; }; then rm -f -- "$path"; fi
        ;;
    esac
done <"$manifest"

# Refresh the caches so they no longer name the removed files.
if [ -d "$data/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
fi
if [ -d "$data/mime" ] && command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
fi
if [ -d "$data/icons/hicolor" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
fi

# Folders install.sh created, deepest first. A cache is removed only when it is
# all that is left; the mime database is removed only when no package is left,
# since all of it is built from mime/packages.
dirs=$(mktemp)
trap 'rm -f "$dirs"' EXIT
grep '^dir ' "$manifest" | sed 's/^dir //' | sort -r >"$dirs" || true
rm -f -- "$manifest"
while IFS= read -r dir; do
    # The data folder and its parents (~/.local) are removed only when empty.
    case "$data/" in "$dir"/*) ;; *) inside "$dir" || continue ;; esac
    [ -d "$dir" ] || continue
    case "$dir" in
    "$data/mime")
        if [ -z "$(ls -A "$dir/packages" 2>/dev/null)" ]; then rm -rf -- "$dir"; fi
        continue
        ;;
    esac
    for cache in icon-theme.cache mimeinfo.cache; do
        if [ "$(ls -A "$dir")" = "$cache" ]; then rm -f -- "$dir/$cache"; fi
    done
    rmdir -- "$dir" 2>/dev/null || true
done <"$dirs"

[ "$quiet" = yes ] || echo "Skat Desktop was removed from the menu and the file types of this user."
