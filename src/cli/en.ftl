# The command line's own words: what `attend` says on its terminal and the page never shows.
# The words the two share (an input or a weights file refused, what a vocabulary lacks, what a
# task teaches, a figure's caption) are the page's, in www/i18n/en.ftl; src/words.rs reads the
# two files as one catalogue, and a message id is in one of them only. English only: the page's
# other languages do not reach the command line.

## Progress and results, on stderr

cli-note = note: { $what }: { $note }
cli-wrote-model = wrote { $file } ({ $parameters } parameters)
cli-wrote-converted = wrote { $file } ({ $parameters } parameters in { $dtype })
cli-wrote-files = wrote { $files } into { $folder }
cli-wrote-merges = wrote { $file } ({ $merges } merges)
cli-wrote-merges-early = wrote { $file } ({ $merges } merges: no other pair is seen { $least } times)
cli-wrote-figure = wrote { $file }: { $caption }
cli-wrote-marian = wrote the Opus-MT base shape's folder into { $folder }
cli-pairs-repeated = { $file }: repeated pairs left out: { $count }
cli-running-on = attend: running on the { $device }
cli-gpu-failed = attend: the GPU failed ({ $reason }); running on the CPU instead
cli-gpu-missing = attend: { $reason }; running on the CPU
cli-gpu-missing-train = attend: { $reason }; training on the CPU
cli-bench-no-gpu = no GPU ({ $reason }): the kernel table is left out
cli-interrupted = interrupted: saving after this chunk of steps (Ctrl-C again to stop at once)
cli-interrupted-again = interrupted again: stopping now, without saving
cli-eval-unseen = note: { $held } of the { $pairs } pairs hold what the model's vocabulary lacks, read as <unk>: they score lower

## attend train

cli-train-recipe = { $data } recipe: { $recipe }
cli-train-recipe-yours = { $data } recipe (with your options): { $recipe }
cli-train-start = training { $parameters } parameters on { $data } ({ $about }) for { $steps } steps, batch { $batch }, on the { $backend }
cli-train-progress = step { $step }/{ $steps }  loss { $loss }  lr { $lr }  { $rate } tokens/s  ETA { $eta } s
cli-train-held-out = held-out: exact match { $exact }%, BLEU { $bleu }, token accuracy { $accuracy }%, perplexity { $perplexity } ({ $examples } examples) at step { $step } after { $seconds } s
cli-train-wrote = wrote { $file } after { $seconds } s; training { $rate } tokens/s (evaluation left out)
cli-train-steps = { $steps } steps
cli-train-steps-interrupted = interrupted after { $steps } steps
cli-train-saved = saved the weights after { $steps } steps to { $file }
cli-train-saved-last = attend: saved the last good weights to { $file }

## attend experiment

cli-table3-start = Table 3 on { $task }: base { $steps } steps, { $seeds } seed(s) a row, { $threads } run(s) at once
cli-table3-row-trained = [{ $done }/{ $total }] { $row }: BLEU { $bleu }, perplexity { $perplexity } (trained, { $seconds } s)
cli-table3-row-kept = [{ $done }/{ $total }] { $row }: BLEU { $bleu }, perplexity { $perplexity } (kept, scored again, { $seconds } s)
cli-table3-took = the table took { $seconds } s
cli-table3-wrote = wrote table3.json, table3.svg and the models into { $folder }

## What the command line refuses

cli-no-vocabulary-ids = { $file } has no vocabulary; use `attend forward` with token ids
cli-no-vocabulary-words = { $file } has no vocabulary, so its words cannot be read
cli-no-vocabulary-plot = { $file } has no vocabulary; attend plot needs one to read --text
cli-other-task = { $file } was not trained on the { $task } task (its vocabulary differs)
cli-not-utf8 = { $file } is not UTF-8 text (invalid bytes at byte { $byte })
cli-table3-task = Table 3 scores translation by BLEU: its task is fr-en, not { $task }
cli-seeds = --seeds must be 1 to { $most } (got { $seeds })
cli-no-alignments = the { $task } task has no true word alignments to score against ({ $tasks } has)
cli-no-words = { $file } has no words to learn merges from
cli-plot-svg = --out { $file }: attend plot writes SVG (a .svg file); the page exports PNG too
cli-plot-empty = the input is empty: give --text something to translate
cli-plot-scan-edit = the head scan switches off each head of the plain model: leave out --edit
cli-bpe-merges-task = --bpe-merges is for --pairs: a task has its own vocabulary
cli-bleu-lines = --hyp { $hyp } has { $hyps } lines but --ref { $ref } has { $refs }: BLEU needs one reference line per hypothesis line
cli-error = error: { $error }
cli-use-cpu = { $reason }; use --backend cpu, or --backend auto to fall back to the CPU
cli-at-line = { $file }: line { $line }
cli-pair-source = { $pair }, source
cli-pair-target = { $pair }, target
cli-standard-output = standard output

## attend serve

cli-serve-serving = attend: serving { $folder } at { $address }
cli-serve-start = cannot start the server: { $reason }
cli-serve-listen = cannot listen on 127.0.0.1:{ $port }: { $reason }
cli-serve-address = cannot read the bound address: { $reason }
cli-serve-cannot = cannot serve { $folder }: { $reason }; `bash scripts/run.sh` builds the site into { $site }/
cli-serve-no-index = { $folder } has no index.html: `bash scripts/run.sh` builds the site into { $site }/
cli-serve-no-core = warning: { $folder } has no wasm core (www/pkg*/attend_bg.wasm): `bash scripts/run.sh` builds the cores
cli-serve-accept-failed = attend serve: accept failed: { $reason }
cli-serve-nodelay-failed = attend serve: could not turn off Nagle's algorithm on a connection: { $reason }

## attend plot

cli-plot-layer = --layer { $layer }: this model's { $stack } has layers 0 to { $last }
cli-plot-head = --head { $head }: this model has heads 0 to { $last }

## The core's words that only the command line meets (`core-<code>` of a `Said`): files named on
## it, read and written.

core-files-too-large = { $path } is larger than { $most } bytes, the most that is read
core-files-folder = { $path } is a folder, not a file name
core-files-no-folder = cannot write { $path }: there is no folder { $folder }
core-files-cannot-write = cannot write { $path }: { $reason }

## A training run that stopped

cli-diverged = training diverged: the loss became { $loss } at step { $step }; try a lower learning-rate factor (--lr-factor) or more warm-up (--warmup)
cli-diverged-saved = training diverged: the loss became { $loss } at step { $step }; try a lower learning-rate factor (--lr-factor) or more warm-up (--warmup); saved the last good weights (from before step { $step }) to { $file }
cli-stopped = interrupted: { $what }
