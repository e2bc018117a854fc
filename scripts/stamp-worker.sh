# Writes a built site's file list and version into its service worker: DIR/sw.js (a copy of sw.js)
# gets, in place of its line `const BUILD = ...`, every file of DIR but sw.js, the .gz and .br
# copies and the bundles' source maps (for developer tools only), and the version, the first 16
# hex digits of the SHA-256 of `sha256sum`'s lines for those files (sorted bytewise by path),
# written as JSON. build-web.sh runs it on dist/ before the compressed copies are made; the
# browser check `precache` computes the same list and digest from dist/ and compares.
#
#   bash scripts/stamp-worker.sh DIR
set -euo pipefail
dir=${1:?usage: bash scripts/stamp-worker.sh DIR}
files=$(cd "$dir" && find . -type f ! -name '*.gz' ! -name '*.br' ! -name '*.map' ! -path ./sw.js | sed 's|^\./||' | LC_ALL=C sort)
# The list is written as JSON strings: a name that would need escaping is refused.
if printf '%s\n' "$files" | grep -q "[\"'\\\\]"; then
  echo "stamp-worker.sh: a file name in $dir holds a quote or a backslash" >&2
  exit 1
fi
version=$(cd "$dir" && printf '%s\n' "$files" | tr '\n' '\0' | xargs -0 sha256sum | sha256sum | cut -c1-16)
list=$(printf '%s\n' "$files" | sed 's/.*/"&"/' | paste -sd, -)
line="const BUILD = {\"version\":\"$version\",\"files\":[$list]};"
grep -q '^const BUILD = ' "$dir/sw.js" || { echo "stamp-worker.sh: $dir/sw.js has no line const BUILD = ..." >&2; exit 1; }
awk -v line="$line" '/^const BUILD = / { print line; next } { print }' "$dir/sw.js" >"$dir/sw.js.new"
mv "$dir/sw.js.new" "$dir/sw.js"
echo "== $dir/sw.js: version $version, $(printf '%s\n' "$files" | wc -l) files"
