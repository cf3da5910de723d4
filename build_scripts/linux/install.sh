#!/bin/sh
# Install Skat Desktop for this user: the menu entry, the icon, the file type of
# saved lists (so a double-click opens one) and the AppStream metadata, under
# ${XDG_DATA_HOME:-~/.local/share}. Nothing outside that folder is touched and
# no root rights are needed. Every file and folder it creates is listed in
# org.skatdesktop.SkatDesktop/installed-files there; uninstall.sh removes exactly
# those. Run it from the unpacked folder; run it again after moving the folder.
set -eu

app_id=org.skatdesktop.SkatDesktop
here=$(cd "$(dirname "$0")" && pwd -P)
program="$here/skat-desktop-gui"
data="${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}"
manifest="$data/$app_id/installed-files"

fail() {
    echo "install.sh: $*" >&2
    exit 1
}

[ -x "$program" ] || fail "$program is missing; run install.sh from the unpacked Skat Desktop folder"
[ -d "$here/share" ] || fail "$here/share is missing; unpack the whole archive again"
# The desktop entry's Exec line quotes the path; these characters would need
# escaping rules that desktops disagree on, so the folder must not contain them.
case "$program" in
*[\"\`\$\\%]* | *'
'*) fail "the folder's path contains one of \" \` \$ \\ % or a line break; move the folder and run install.sh again" ;;
esac

if [ -f "$manifest" ]; then # an earlier install (maybe from another folder): replace it
    sh "$here/uninstall.sh" --quiet
fi

list=$(mktemp)
files=$(mktemp)
trap 'rm -f "$list" "$files"' EXIT

# Create a folder (and its missing parents) and note each one created.
make_dir() {
    if [ ! -d "$1" ]; then
        make_dir "$(dirname "$1")"
        mkdir "$1"
        printf 'dir %s\n' "$1" >>"$list"
    fi
}

# Copy one file from share/ into the data folder (the desktop entry with this
# folder's program in it) and note it.
install_file() {
    target="$data/$1"
    make_dir "$(dirname "$target")"
    case "$1" in
    applications/*.desktop)
        while IFS= read -r line || [ -n "$line" ]; do
            case "$line" in
            Exec=*) printf 'Exec="%s" %%f\n' "$program" ;;
            TryExec=*) printf 'TryExec=%s\n' "$program" ;;
            *) printf '%s\n' "$line" ;;
            esac
        done <"$here/share/$1" >"$target"
        ;;
    *) cp "$here/share/$1" "$target" ;;
    esac
    chmod 644 "$target"
    printf 'file %s\n' "$target" >>"$list"
}

(cd "$here/share" && find . -type f | sed 's|^\./||' | sort) >"$files"
while IFS= read -r rel; do
    install_file "$rel"
done <"$files"

make_dir "$data/$app_id"
cp "$list" "$manifest"
chmod 644 "$manifest"

# The desktop's caches, refreshed only where their tools exist.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || echo "install.sh: update-desktop-database failed (the menu may update later)" >&2
fi
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || echo "install.sh: update-mime-database failed (saved lists may not open on a double-click until it runs)" >&2
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || echo "install.sh: gtk-update-icon-cache failed (the icon may show later)" >&2
fi

echo "Skat Desktop is installed for $(id -un 2>/dev/null || echo this user): it is in the menu under Games,"
echo "and a double-click on a saved list (*.skat.json) opens it. To remove it: $here/uninstall.sh"
