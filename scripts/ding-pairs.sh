#!/usr/bin/env bash
# Sentence pairs from the Ding German-English dictionary (Debian's trans-de-en, installed by
# setup.sh with ATTEND_PAIRS_TESTS=1 or ATTEND_BROWSER_TESTS=1): the senses of an entry are
# separated by " | " on both sides, in the same order, and those whose German and English are both
# a whole sentence (a capital first, a full stop, question or exclamation mark last, no
# alternatives, notes or brackets) are printed as `German<TAB>English`, every EVERY-th one
# (default 1: all of them, about 14,800), repeats left out.
#
#   scripts/ding-pairs.sh [EVERY] > pairs.tsv
set -euo pipefail
every=${1:-1}
dict=${ATTEND_DING:-/usr/share/trans/de-en}
if [ ! -r "$dict" ]; then
  echo "$dict is missing: install Debian's trans-de-en (apt-get install trans-de-en)" >&2
  exit 1
fi
LC_ALL=C awk -v every="$every" '
  BEGIN { FS = " :: "; sentence = "^([A-Z]|\303\204|\303\226|\303\234)[^|;{}()<>/\\[\\]]*[.?!]$" }
  /^#/ || NF != 2 { next }
  {
    n = split($1, de, " [|] "); m = split($2, en, " [|] ")
    if (n != m) next
    for (i = 1; i <= n; i++) {
      d = de[i]; e = en[i]
      gsub(/^ +| +$/, "", d); gsub(/^ +| +$/, "", e)
      if (d ~ sentence && e ~ sentence && !seen[d "\t" e]++ && count++ % every == 0)
        print d "\t" e
    }
  }' "$dict"
