#!/bin/sh
# Add Mahjong Score Sheet (this unpacked folder) to your application menu, or take it
# out again: ./install-desktop-entry.sh [--remove]
# Writes the desktop entry, icons and AppStream file under ~/.local/share.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
id=io.github.mahjongscoresheet.MahjongScoreSheet
data=${XDG_DATA_HOME:-$HOME/.local/share}
# the folders from $1 up to (not including) $data that are empty
prune() {
  dir=$1
  while [ "$dir" != "$data" ] && [ "${dir#"$data"/}" != "$dir" ] && rmdir "$dir" 2>/dev/null; do
    dir=$(dirname "$dir")
  done
}
if [ "${1:-}" = "--remove" ]; then
  rm -f "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml"
  if [ -d "$data/icons/hicolor" ]; then
    find "$data/icons/hicolor" -name "$id.*" | while read -r icon; do
      rm -f "$icon"
      prune "$(dirname "$icon")"
    done
  fi
  if command -v update-desktop-database >/dev/null && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" || true
  fi
  # the cache update-desktop-database wrote, if no entry is left for it
  if [ -z "$(find "$data/applications" -name '*.desktop' 2>/dev/null)" ]; then
    rm -f "$data/applications/mimeinfo.cache"
  fi
  prune "$data/applications"
  prune "$data/metainfo"
  echo "Removed Mahjong Score Sheet from the application menu."
  exit 0
fi
mkdir -p "$data/applications" "$data/metainfo"
(cd "$here/share" && find icons -type f) | while read -r icon; do
  mkdir -p "$data/$(dirname "$icon")"
  cp "$here/share/$icon" "$data/$icon"
done
cp "$here/share/metainfo/$id.metainfo.xml" "$data/metainfo/"
sed "s|^Exec=.*|Exec=\"$here/mahjong-scoresheet\"|" \
  "$here/share/applications/$id.desktop" > "$data/applications/$id.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
echo "Added Mahjong Score Sheet to the application menu (program: $here/mahjong-scoresheet)."
