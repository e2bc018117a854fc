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

## Help: what `attend --help`, `attend help` and every command's --help say, one line each, as
## clap shows it (src/cli.rs and src/cli/*.rs name them). `cli-help` is attend's own line;
## `cli-help-<command>` a command's, a nested command named by its path (`cli-help-bpe-learn`);
## `cli-help-<command>--<option>` an option's, and `cli-help--<option>` one several commands share;
## `cli-help-<command>--<option>-<value>` one of an option's values.

cli-help = The Transformer of "Attention Is All You Need", live: a readable encoder-decoder you can step through and train.

cli-help-init = Create a randomly initialised model and save it as a weights file
cli-help-init--out = Where to write the weights file
cli-help-init--d-model = The width of each token's vector, d_model (in and out of every sub-layer)
cli-help-init--n-heads = Heads in each attention sub-layer, n_heads; they must divide d_model
cli-help-init--n-layers = Layers in the encoder and in the decoder
cli-help-init--d-ff = The feed-forward network's inner width, d_ff
cli-help-init--src-vocab = Tokens in the source vocabulary: `<pad> <bos> <eos> <unk>`, then the printable ASCII characters, cut or filled with `<unused_i>` to this many
cli-help-init--tgt-vocab = Tokens in the target vocabulary, made as the source's
cli-help-init--max-len = The longest source or target the model reads, in tokens (as far as its positional encoding goes)
cli-help-init--norm-first = Pre-LN (`x + sublayer(norm(x))`) instead of the paper's post-LN
cli-help-init--no-final-norm = Leave out the final LayerNorm after each stack
cli-help-init--activation = The feed-forward network's activation: relu (the paper's), silu (Marian's, also "swish") or gelu
cli-help-init--positional-layout = Where the positional encoding's sines and cosines sit: interleaved (the paper's) or halves (Marian's: every sine, then every cosine)
cli-help-init--seed = Seeds the random weights (Xavier-uniform): the same seed and sizes give the same model, and the file's metadata keeps it

cli-help-forward = Run one forward pass on token ids and print the logits as JSON
cli-help-forward--src = Source token ids, comma-separated, e.g. 5,6,7
cli-help-forward--tgt = Target token ids (shifted right: start with bos), comma-separated, e.g. 1,8
cli-help-forward--trace = Also print every intermediate the pass records (see the trace's names), as `"trace": {"{"}name: {"{"}"shape": [...], "data": [...]{"}"}{"}"}`

cli-help-decode = Translate text with greedy decoding or beam search
cli-help-decode--text = The input text, tokenized with the model's source vocabulary
cli-help-decode--beam = Beam size; 1 is greedy decoding [default: 1, or a Hugging Face model's own num_beams]
cli-help-decode--max-len = The most output tokens [default: as many as the model's max_len allows, or a Hugging Face model's own max_length]
cli-help-decode--length-penalty = Length-penalty exponent alpha for beam search (0: rank by raw log-probability) [default: { $alpha }, GNMT's ((5 + len) / 6)^alpha; a Hugging Face model's own, over len^alpha as transformers divides]
cli-help-decode--json = Print ids, tokens and scores as JSON (one object per output)
cli-help-decode--sample = Draw this many outputs at random (one per line) instead of decoding greedily; the options below reshape what each token is drawn from
cli-help-decode--temperature = Divides the logits before the softmax: below 1 sharper, above 1 flatter
cli-help-decode--top-k = Draw from the k most probable tokens only (0: all)
cli-help-decode--top-p = Draw from the fewest most probable tokens that hold at least this much probability
cli-help-decode--seed = Fixes every draw (sample i uses seed + i)

cli-help-scan = Switch off each attention head alone and print, as JSON, how much less likely the original output becomes and whether greedy decoding's output changes
cli-help-scan--text = The input text, tokenized with the model's source vocabulary
cli-help-scan--max-len = The most output tokens each greedy decoding gives [default: as many as the model's max_len allows]

cli-help-info = Print a weights file's config, vocabulary and parameter count

cli-help-tokenize = Print the pieces and ids the model reads for a text (`--json`: `{"{"}"pieces": [...], "ids": [...]{"}"}`)
cli-help-tokenize--text = The text
cli-help-tokenize--target = Tokenize it as the target side's text instead of the source's: the labels the decoder is trained to write, its pieces then eos
cli-help-tokenize--json = Print `{"{"}"pieces": [...], "ids": [...]{"}"}` instead of a line of pieces and a line of ids

cli-help-import = Read a Hugging Face Marian model folder (Opus-MT) and write it as attend's weights file, its tokenizer and generation settings kept in the metadata
cli-help-import--hf = The Hugging Face model folder (config.json, model.safetensors or pytorch_model.bin, the tokenizer's files, generation_config.json)
cli-help-import--out = Where to write attend's weights file

cli-help-convert = Write a model again with its tensors stored in f16 (half the bytes) or f32
cli-help-convert--dtype = How to store the tensors: f16 halves the file (a value beyond f16's range is refused); the model computes in f32 either way
cli-help-convert--out = Where to write the weights file [default: over --weights, replaced whole]

cli-help-export = Write a model as a Hugging Face folder that transformers' `MarianMTModel` loads (with its tokenizer's files, for a model that has Marian's tokenizer)
cli-help-export--hf = The model: attend's weights file (or a model folder)
cli-help-export--out = The folder to write (created if missing; the files it writes are replaced whole)

cli-help-train = Train a model on a toy task, or on sentence pairs of your own, and save it
cli-help-train--task = The task's name (fr-en, copy, ...: an unknown name gets the list)
cli-help-train--pairs = Train on your own sentence pairs instead: a UTF-8 file, `source<TAB>target` a line (at most { $lines } lines of { $line-bytes } bytes, { $mib } MiB; blank lines skipped, repeats dropped). A tenth is held out; one byte-pair vocabulary is learned from both sides of the rest; the recipe is scaled to the number of pairs
cli-help-train--bpe-merges = Byte-pair merges to learn from the pairs [default: one for every four pairs, { $fewest } to { $most }]
cli-help-train--tokenizer = Cut the pairs with the Marian tokenizer of this Hugging Face folder (vocab.json, source.spm, target.spm; an Opus-MT model's, say) instead of learning a vocabulary. The model then takes Marian's form (SiLU, sinusoids in halves, no final norm) unless told otherwise, and `attend export --hf` writes it as a folder with that tokenizer
cli-help-train--out = Where to write the trained weights (checked before training starts)
cli-help-train--plot = Draw the loss and held-out accuracy curves to this SVG file
cli-help-train--loss-every = Read the loss back every this many steps (a GPU runs ahead in between)
cli-help-train--preset = The model size to start from: the task's recipe's, tiny (d_model { $tiny-width }, { $tiny-layers }+{ $tiny-layers } layers) or small (d_model { $small-width }, { $small-layers }+{ $small-layers } layers); the size options below change it further
cli-help-train--d-model = { cli-help-init--d-model } [default: the task's recipe]
cli-help-train--n-heads = { cli-help-init--n-heads } [default: the task's recipe]
cli-help-train--n-layers = Layers in the encoder and in the decoder [default: the task's recipe]
cli-help-train--d-ff = { cli-help-init--d-ff } [default: the task's recipe]
cli-help-train--d-k = Each head's query and key width, d_k [default: d_model / n_heads]
cli-help-train--d-v = Each head's value width, d_v [default: d_model / n_heads]
cli-help-train--learned-positions = Learn each side's positions as a table instead of adding the sinusoids (the paper's Table 3, row E) [default: false]
cli-help-train--steps = Training steps [default: the task's recipe]
cli-help-train--batch-size = Examples per step [default: the task's recipe]
cli-help-train--warmup = Warm-up steps of the learning-rate schedule [default: the task's recipe]
cli-help-train--lr-factor = Multiplies the paper's learning-rate schedule [default: the task's recipe]
cli-help-train--label-smoothing = Label smoothing ε: the loss's target is 1 - ε on the right token plus ε spread evenly over the vocabulary (PyTorch's definition; the paper's ε is 0.1) [default: the task's recipe]
cli-help-train--dropout = The probability with which dropout zeroes a value while training (the paper's P_drop, 0.1) [default: the task's recipe]
cli-help-train--clip-norm = Clip the global gradient norm (0: no clipping) [default: { $norm }]
cli-help-train--tie-weights = Share one matrix between both embeddings and the generator, as the paper does; needs one vocabulary for both sides (copy, reverse, sort and fr-en) [default: the task's recipe]
cli-help-train--threads = CPU threads: each batch is cut into this many parts trained at once (data parallelism; the parts' dropout masks differ from one thread's, so results depend on this number) [default: { $threads }]
cli-help-train--seed = Seeds the initial weights, the batches drawn and dropout's masks: the same seed and options (--threads included) train the same model [default: 0]
cli-help-train--norm-first = Pre-LN, `x + sublayer(norm(x))`, instead of the paper's post-LN [default: false]
cli-help-train--scale-embeddings = Multiply token embeddings by sqrt(d_model), as the paper does [default: true]
cli-help-train--positional-encoding = Add sinusoidal positional encodings [default: true]; false trains a model that sees its tokens as a set
cli-help-train--causal-mask = Hide later positions from the decoder's self-attention [default: true]; false trains a model that reads the answer it is fed, and fails when it must generate
cli-help-train--form = The layers' form: the paper's, or Marian's (SiLU, sinusoids in halves, no final norms), which `attend export --hf` writes as a Hugging Face folder; the three options below change it further [default: the paper's; Marian's with a Marian tokenizer]
cli-help-train--activation = The feed-forward network's activation: relu (the paper's), silu (Marian's, also "swish") or gelu [default: relu; silu with a Marian tokenizer]
cli-help-train--positional-layout = Where the positional encoding's sines and cosines sit: interleaved (the paper's) or halves (Marian's) [default: interleaved; halves with a Marian tokenizer]
cli-help-train--final-norm = A layer norm after each stack, as PyTorch's `nn.Transformer` has [default: true; false with a Marian tokenizer, which has none]
cli-help-train--eval-every = Evaluate on held-out examples every this many steps [default: { $steps }]

cli-help-eval = Score a model on a task's held-out set, or on sentence pairs, and print JSON
cli-help-eval--task = Score on this task's held-out set, the first --n of it (fr-en, copy, ...: an unknown name gets the list); the model must have the task's vocabulary
cli-help-eval--pairs = Score on the pairs of this file instead (`source<TAB>target` a line, as `attend train --pairs` reads it), the first --n of them
cli-help-eval--n = Held-out examples to score
cli-help-eval--page-exact = Multiply matrices as the page's CPU core does (each sum in one order, no fused multiply-adds), so that the scores are the tab's bit for bit, as `attend experiment` trains and scores; a little slower

cli-help-experiment = Run the paper's experiments here: `table3` trains every variation of its Table 3
cli-help-experiment-table3 = Train every row of the paper's Table 3 (its variations of the base model: heads, key size, depth and width, dropout and label smoothing, learned positions, the big model), each applied to the task's recipe by the paper's ratio to its own base, over several seeds, and print the table beside the paper's figures
cli-help-experiment-table3--task = The task: Table 3 scores translation, so fr-en [default: fr-en]
cli-help-experiment-table3--rows = The rows to run, comma-separated (A, B, C, D, E, big); the base row always runs [default: every row]
cli-help-experiment-table3--seeds = Seeds per row (1 to this)
cli-help-experiment-table3--steps = The base row's training steps (the big model's row trains three times as many)
cli-help-experiment-table3--threads = Runs at once, one thread each [default: the cores]
cli-help-experiment-table3--json = Print the table as JSON instead
cli-help-experiment-table3--out = Keep each run's model here (`A1-seed2.safetensors`), with the table as table3.json and its chart as table3.svg; a second run scores the models already there instead of training them again

cli-help-bleu = Score translations against references with corpus BLEU, exactly as sacreBLEU does by default (13a tokens, 4-grams, exp smoothing), and print sacreBLEU's line
cli-help-bleu--hyp = The translations to score (hypotheses), one a line
cli-help-bleu--ref = The reference translations, one a line, as many lines as --hyp
cli-help-bleu--json = Print every statistic (score, precisions, BP, ratio, lengths, counts, totals) as JSON

cli-help-bpe = Learn byte-pair merges from a text, or cut a text into pieces with them, exactly as subword-nmt does (its codes files work in both)
cli-help-bpe-learn = Learn merges from a text (words separated by spaces) and write them in subword-nmt's codes format
cli-help-bpe-apply = Print each line of a text cut into pieces, `@@` after each piece that does not end its word, as subword-nmt's apply-bpe does
cli-help-bpe-learn--merges = How many merges to learn; fewer when no pair is seen --min-frequency times
cli-help-bpe-learn--input = The text to learn from (UTF-8)
cli-help-bpe-learn--out = Where to write the codes
cli-help-bpe-learn--min-frequency = Stop when no pair of symbols is seen this many times
cli-help-bpe-apply--codes = A codes file, from `attend bpe learn` or subword-nmt's learn-bpe
cli-help-bpe-apply--input = The text to segment (UTF-8)

cli-help-data = Print a task's examples, or the exact batches `attend train` would train on, as JSON
cli-help-data--task = The task whose examples or batches to print (fr-en, copy, ...: an unknown name gets the list)
cli-help-data--n = Held-out examples to print (as `{"{"}"src", "tgt"{"}"}` lines, with `"alignment"` for fr-en)
cli-help-data--batches = Instead, print the first N training batches of `attend train --seed S --batch-size B` as token ids, with the vocabulary (one JSON object)
cli-help-data--batch-size = Examples per batch [default: the task's recipe, as `attend train`]
cli-help-data--seed = The seed S of --batches, as `attend train --seed S` (the held-out examples are the same for every seed)

cli-help-catalog = Print, as JSON, everything the page lists: the tasks, the training panel's choices, defaults and recipes, the edits' grammar and how far the pickers go (the page's build writes it into the page)

cli-help-bench = Measure training (native beside PyTorch, every model size, and each model's matrix product alone), the GPU backend's kernels beside the CPU's (matmul, attention, forward passes), byte-pair encoding beside subword-nmt and Hugging Face tokenizers, and an Opus-MT-sized translation model beside transformers (open, translate, peak memory)
cli-help-bench--large = Also time a { $size } x { $size } matmul (slow on a software GPU)
cli-help-bench--only = One table only: training (native beside PyTorch), kernels (the GPU beside the CPU) or bpe (learning and applying merges beside subword-nmt and Hugging Face tokenizers)
cli-help-bench--models = The training table's models, comma-separated ({ $models }) [default: all]
cli-help-bench--no-torch = Leave PyTorch out of the training table even where torch is installed
cli-help-bench--json = Print the training table's rows as JSON, and nothing else
cli-help-bench--measure = Measure one model's training in this process and print it as JSON (what the training table runs for each figure)
cli-help-bench--measure-marian = Measure the translation table's attend column on this model folder, in this process, and print it as JSON
cli-help-bench--write-marian = Write the translation table's model folder (a seeded random model of the Opus-MT base shape with a SentencePiece tokenizer) into this folder, and nothing else: what the page's benchmark and browser tests open
cli-help-bench--backend = gpu: the training table's GPU columns alone, and the translation table on the GPU (beside transformers on CUDA) [default: every column; the translation table on the CPU]
cli-help-bench--threads = Threads: of each training measurement, and of the translation table (both tools) [default: { $training } for training, { $translation } for translation]
cli-help-bench--only-marian = A translation model of the Opus-MT base shape beside transformers

cli-help-serve = Serve the built page (dist/) over HTTP on 127.0.0.1
cli-help-serve--port = The port to listen on
cli-help-serve--root = The site's folder (index.html, www/, the wasm core and the models), as `bash scripts/run.sh` builds it

cli-help-align = Read word alignments from cross-attention: with --task, print as JSON the alignment error rate (AER) of every head and layer on the task's held-out set; with --pairs, print each pair's alignment
cli-help-align--task = A task whose pairs carry their true word alignment (fr-en): print the AER table of its held-out set
cli-help-align--pairs = A UTF-8 file of sentence pairs, `source<TAB>target` a line: print the model's word alignment of each, as one JSON object a line
cli-help-align--n = Held-out examples to score (with --task)

cli-help-plot = Draw one of the page's figures as SVG (an attention heatmap, the positional encoding or the head scan), its caption naming the model, input, layer, head and interventions, and its numbers inside as the page's exports hold them
cli-help-plot--text = The input, as typed into the page
cli-help-plot--layer = The layer of an attention figure (of the encoder for encoder-self, else of the decoder)
cli-help-plot--head = The head of an attention figure
cli-help-plot--pad = Padding tokens after the source, as the page's padding control adds them
cli-help-plot--out = Where to write the SVG (default: attend-MODEL-FIGURE[-LlayerHhead].svg, the name the page gives the same figure)
cli-help-plot--figure = Which of the page's figures to draw
cli-help-plot--figure-cross = Cross-attention: each output token's weights over the source
cli-help-plot--figure-encoder-self = The encoder's self-attention
cli-help-plot--figure-decoder-self = The decoder's masked self-attention
cli-help-plot--figure-pe = The positional encodings added to the source: positions by dimensions
cli-help-plot--figure-scan = The head scan: how much less likely the output becomes with each head switched off

cli-help--weights = The model: attend's weights file (safetensors), or a Hugging Face model folder
cli-help--backend = Where the model runs
cli-help--backend-cpu = ndarray on the host (the reference)
cli-help--backend-gpu = WGSL kernels through wgpu; an error if there is no GPU
cli-help--backend-auto = The GPU when there is one, else the CPU (says which on stderr)
cli-help--edit = An intervention, repeatable: ablate=decoder.1.cross_attn.2 (zero a head's output), pattern=encoder.0.self_attn.1:uniform (or :itself, :previous), bypass=encoder.0.ffn, no-pe=src (or tgt, both), hide-source=3, see-future, no-padding-mask
