# attend 的简体中文文字：页面显示的全部文本。消息与英文目录（en.ftl）相同，参数也相同；
# 所用术语见 docs/i18n.md。

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend：逐步展示 Transformer
page-tagline = 《Attention Is All You Need》中的 Transformer，在此标签页中实时计算：输入一句话，逐步查看一个已训练模型的真实前向传播。
control-model = 模型
control-input = 输入
control-padding = 填充
control-run = 运行
control-backend = 后端
control-backend-auto = 自动
control-running-on = 运行于
control-load-weights = 加载权重…
control-export-weights = 导出权重
control-language = 语言
nav-summary = 模型与每一步
nav-prev = ← 上一步
nav-prev-label = ← 上一步：前一个步骤
nav-next = 下一步 →
nav-next-label = 下一步 →：后一个步骤
nav-hint = 方向键（在触摸屏上也可滑动）同样可以翻步。
status-loading-model = 正在加载模型…
error-no-thread = 此浏览器无法启动模型线程：{ $reason }
error-catalogue = 无法读取页面的“{ $language }”文字（{ $reason }）；页面保持原来的语言。
error-storage-read = 无法从此浏览器的存储中读取之前训练的模型：{ $reason }
error-unexpected = 出现错误：{ $reason }
status-loading = 正在加载{ $name }…
status-still-showing = 仍在显示{ $name }
status-no-model = 未加载模型
status-computing = 正在计算…
status-ran = 前向传播、贪心解码与束搜索，用时 { $ms } 毫秒，运行于{ $on ->
    [gpu] WebGPU
   *[cpu] CPU
}
status-ran-edited = 原始与干预后的两次前向传播（各含贪心解码与束搜索），用时 { $ms } 毫秒，运行于{ $on ->
    [gpu] WebGPU
   *[cpu] CPU
}
status-first-on-gpu = { $ran }（在该后端上的首次运行，需编译其内核）
status-previous-input = 仍显示上一个输入
status-nothing-yet = 尚无可显示的内容
status-scanning = 正在依次关闭每个头…
status-scanned = 已扫描 { $heads } 个头，用时 { $ms } 毫秒
status-scan-failed = 头扫描失败
status-scan-cancelled = 扫描已取消；保留上一次的结果
status-aligning = 正在用每个头对齐留出集中的句对…
status-aligned = 已在 { $pairs } 个句对上为 { $heads } 个头评分，用时 { $ms } 毫秒
status-align-failed = 对齐分数计算失败
model-at-step = { $name }（第 { $step } 步时的状态）
picker-file = 文件：{ $name }
task-fr-en = 法语 → 英语
task-copy = 复制
task-reverse = 反转
task-sort = 字母排序
task-dates = 日期 → ISO
task-numbers = 英语数词 → 德语数词
task-about-fr-en = 在一个小语法上把法语译成英语（“je suis étudiant” 译成 “i am a student”，“le chat noir” 译成 “the black cat”），使用两侧共享的同一个词表中的字节对编码子词。
task-about-copy = 复制一个由 3 到 12 个字母（a 到 j）组成的字符串：注意力学会看向相同的位置。
task-about-reverse = 反转一个由 3 到 12 个字母（a 到 j）组成的字符串：注意力学会看向镜像的位置。
task-about-sort = 对一个由 3 到 12 个字母（a 到 j）组成的字符串排序：注意力学会找到下一个最小的字母。
task-about-dates = 把人们书写的日期（“Mar 3rd, 21”、“3.3.2021”）改写为 ISO 格式（2021-03-03）。
task-about-numbers = 把英语数字单词译成德语（“twenty one” 译成 “einundzwanzig”）：注意力学会调整顺序。
facts = d_model { $d }，{ $heads } 个头，{ $enc }+{ $dec } 层，d_ff { $dff }，{ $design }，{ $parameters } 个参数，输入最多 { $max } 个词元
facts-post-ln = 后置层归一化（post-LN）
facts-separator = {"，"}
facts-departures = 与论文不同：{ $list }
departure-silu = 前馈网络用 SiLU 而非 ReLU
departure-gelu = 前馈网络用 GELU 而非 ReLU
departure-sinusoids-in-halves = 位置编码的正弦和余弦分成两半，而非交错
departure-learned-positions = 学习得到的位置嵌入，而非正弦曲线
departure-pre-ln = 层归一化在每个子层之前（pre-LN），而非之后
departure-final-norm = 每个堆叠之后有最终层归一化
departure-unscaled-embeddings = 嵌入不乘以 sqrt(d_model)
departure-no-positional-encoding = 无位置编码
departure-no-causal-mask = 解码器无因果掩码
departure-untied-matrices = 嵌入与输出投影是不同的矩阵
departure-separate-vocabularies = 两侧各有自己的词表
departure-decoder-starts-from-pad = 解码器从填充词元开始
snapshot-lead = 训练步
snapshot-label = 所示模型的训练步
snapshot-step = 第 { $step } 步
backend-cpu = CPU（wasm）
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU（在 CPU 上模拟）
backend-webgpu-adapter = WebGPU（{ $adapter }）
backend-while-starting = { $backend }，WebGPU 启动中
note-no-adapter = 此浏览器未提供 WebGPU 适配器，因此模型在 CPU（wasm）上运行。
note-gpu-failed-model = WebGPU 出错（{ $reason }），因此模型在 CPU（wasm）上运行。
note-gpu-failed-training = WebGPU 出错（{ $reason }），因此训练在 CPU（wasm）上运行。
note-gpu-lost = GPU 出错（{ $reason }）；已切换到 CPU。
note-threads-failed = 训练线程无法启动（{ $reason }），因此每一步的 { $parts } 个部分在一个线程上依次计算。
thread-could-not-start = 一个训练线程无法启动（{ $reason }）
thread-stopped = 一个训练线程已停止（{ $reason }）
thread-not-loaded = 一个训练线程已停止（无法加载）
thread-model-failed = 模型线程出错：{ $reason }
thread-model-not-started = 模型线程出错：无法启动
message-loaded = 已加载 { $name }。
error-load = 无法加载 { $name }：{ $reason }
control-hub = Hub 模型
control-hub-open = 打开
control-hub-example = 例如 Helsinki-NLP/opus-mt-en-zh
picker-hub = Hub：{ $repo }（{ $size }）
folder-name = 模型文件夹
status-downloading = 正在下载 { $repo }…
download-progress = 正在下载 { $repo }：{ $file }，{ $loaded } / { $total }，剩余 { $left }
error-export = 无法将 { $name } 写成权重文件：{ $reason }
error-export-hf = 无法将训练好的模型写成 Hugging Face 文件夹：{ $reason }
download-cancel = 取消
error-folder-no-config = 这些文件不是模型：权重文件是单个 .safetensors 文件，Hugging Face 模型文件夹含有 config.json（{ $names }）。
hub-bad-name = “{ $repo }”不是仓库名：请写成 组织/名称，例如 Helsinki-NLP/opus-mt-fr-en。
hub-not-found = 在 { $base } 找不到 { $repo }，或它是私有的（服务器回答 { $status }）。
hub-private = { $repo } 是私有或受限的（服务器回答 { $status }）：本页只下载公开模型。
hub-http = { $repo } 的 { $file }：服务器回答 { $status }。
hub-unreachable = 无法连接 { $base }：{ $reason }
hub-cancelled = { $repo } 的下载已取消。
hub-stopped = { $file } 的下载中断：{ $reason }
hub-short = 只收到 { $loaded } / { $total }
hub-no-weights = { $repo } 既没有 model.safetensors 也没有 pytorch_model.bin。
hub-too-large = { $repo } 的 { $file } 有 { $size }，超过此处模型允许的 { $max }。
keep-ask = 要在此浏览器中保留 { $name }（{ $size }），以便以后无需下载、离线也能再次打开吗？
keep-yes = 保留
keep-no = 暂不
keep-failed = 无法在此浏览器的存储中保留 { $name }：{ $reason }
kept-summary = 保留在此浏览器中：{ $count ->
    [one] 一个模型
   *[other] { $count } 个模型
}，{ $size }
kept-delete = 删除
kept-deleted = 已从此浏览器删除 { $name }。
error-no-such-model = 没有名为“{ $id }”的模型。
error-model-http = 无法下载模型“{ $name }”（HTTP { $status }）。
error-model-fetch = 无法下载模型“{ $name }”：{ $reason }
error-input = 模型无法接受此输入：{ $reason }
core-unknown-token = 位置 { $position } 上的{ $unit ->
        [character] 字符
        [piece] 子词
       *[word] 词
    }“{ $token }”不在模型的词表中
core-unknown-in-word = 位置 { $position } 上的词“{ $word }”中的{ $unit ->
        [character] 字符
       *[piece] 子词
    }“{ $token }”不在模型的词表中
core-weights-too-short = 文件太短，放不下 safetensors 文件头：它不是权重文件
core-weights-header-too-large = 它的文件头声称超过读取上限 { $max } 字节：它不是权重文件
core-weights-header-past-end = 它的文件头长度超出了文件末尾：它不是权重文件，或者已被截断
core-weights-incomplete = 它的张量数据没有恰好填满文件：文件被截断或有多余填充
core-weights-header-invalid = 它的文件头不是 safetensors 文件头（{ $detail }）
core-weights-too-large = 文件有 { $bytes } 字节；超过 { $max } 字节的文件会被拒绝
core-weights-no-config = 它的元数据里没有 attend 权重文件都带有的 “config” 条目（Hugging Face 模型请作为文件夹打开，连同它的 config.json）
core-weights-no-vocab = 它的元数据里没有 “vocab” 条目，因此无法把文本转换成词元
core-weights-folder-no-config = 文件夹里没有 config.json：Hugging Face 模型文件夹在 model.safetensors 或 pytorch_model.bin 旁边有 config.json
core-weights-folder-no-weights = 文件夹里既没有 model.safetensors 也没有 pytorch_model.bin：它需要其中之一（分片的或仅供 TensorFlow 的权重不会被读取）
core-weights-folder-tokenizer = 文件夹里有 { $present }，但没有 { $missing }：Marian 的分词器需要 vocab.json、source.spm 和 target.spm
core-weights-folder-too-large = { $bytes } 字节，超过了 { $max } 的上限
core-weights-vocab-sizes = 它的词表有 { $src } 个源端词元和 { $tgt } 个目标端词元，但配置写的是 { $config_src } 和 { $config_tgt }
core-weights-dtype = 张量 { $tensor } 的类型是 { $dtype }；attend 读取 F32、F16 和 BF16
core-weights-non-finite = 张量 { $tensor } 在展平后的下标 { $index } 处含有非有限值（{ $value }）
core-weights-f16-range = 张量 { $tensor } 在展平后的下标 { $index } 处的值 { $value } 超出了 f16 的范围（±65504）：请以 f32 保存此模型
core-weights-missing-tensors = 缺少 { $count } 个张量：{ $names }{ $more ->
        [0] {""}
       *[other] ，…（另有 { $more } 个）
    }
core-weights-unexpected-tensors = 意外的张量 { $names }{ $more ->
        [0] {""}
       *[other] ，…（另有 { $more } 个）
    }（不属于此配置的模型）
core-weights-tensor-shape = 张量 { $tensor } 的形状是 { $shape }，配置要求 { $want }
core-weights-folder-unexpected-tensor = 意外的张量 { $tensor }（不属于此 config.json 的 Marian 模型{ $others ->
        [0] {""}
       *[other] ，另有 { $others } 个也不属于
    }）
core-weights-folder-missing-tensor = 缺少张量 { $tensor }（即 attend 的 { $attend }）
core-weights-folder-tensor-shape = 张量 { $tensor } 的形状是 { $shape }；config.json 要求 { $want }
core-weights-vocab-duplicate = 它的词表两次包含词元“{ $token }”
core-weights-vocab-json = 它的词表不是有效的 JSON（{ $detail }）
core-weights-hf-not-object = 它不是 JSON 对象（{ $detail }）
core-weights-hf-other-model = 该模型是 { $name }（model_type 为“{ $type }”）；attend 只打开 Marian 翻译模型（model_type 为“marian”，例如 Helsinki-NLP 的 Opus-MT）和它自己的权重文件
core-weights-hf-no-model-type = 它没有 model_type；attend 打开的是 Marian 翻译模型（model_type 为“marian”）
core-weights-hf-fields = 它的字段不是 attend 读取的那些（{ $detail }）
core-weights-hf-heads = 编码器有 { $encoder } 个注意力头，解码器有 { $decoder } 个；attend 的各层头数相同
core-weights-hf-ffn = 编码器的前馈网络宽度为 { $encoder }，解码器的为 { $decoder }；attend 的各层宽度相同
core-weights-hf-activation = 不支持 activation_function“{ $activation }”（支持 relu、swish/silu 和 gelu）
core-weights-generation-unsupported = 不支持 { $setting }（attend 使用贪心解码或束搜索，支持 max_length、min_length、length_penalty、early_stopping、bad_words_ids、forced_eos_token_id 和 renormalize_logits）
core-weights-generation-zero = num_beams 和 max_length 至少为 1
core-decode-past-positions = { $limit } 个输出词元的上限超出了此模型的 { $positions } 个位置
core-input-nothing = 输入为空：请输入要翻译的内容
core-align-no-alignments = 对齐错误率需要一个带有已知词对齐的任务的模型（fr-en）
core-weights-vocab-sentencepiece = 它的 sentencepiece 词表缺少 `marian`、`src_size` 或 `tgt_size`
core-weights-vocab-lists = 它的字符或词级词表需要 `src` 和 `tgt` 两个列表（不能有 `merges` 或 `tokens`，那是 bpe 词表的字段）
core-weights-vocab-bpe = 它的 bpe 词表需要 `merges` 和一个共用的 `tokens` 列表（不能有 `src` 或 `tgt`）
core-weights-vocab-merges = 无法读取它的词表中的合并规则（{ $detail }）
core-weights-folder-vocab-size = 它有 { $pieces } 个子词，但 config.json 的词表只有 { $size } 个 id
core-weights-tokenizer = Marian 的分词器无法读取它（{ $detail }）
core-weights-sentencepiece = 它不是 attend 能读取的 SentencePiece 模型（{ $detail }）
core-config-outside = { $name } 为 { $value }，超出了 { $least } 到 { $most } 的范围
core-config-heads-none = n_heads 至少为 1
core-config-heads-divide = n_heads（{ $heads }）必须整除 d_model（{ $d }），除非给出了 d_k 和 d_v
core-config-head-width = { $name }（{ $width }）乘以 n_heads（{ $heads }）超出了 1 到 { $most } 的范围
core-config-learned-positions = learned_positions 需要 positional_encoding
core-config-eps = layer_norm_eps（{ $eps }）必须介于 0 和 1 之间
core-config-id-below = { $name }（{ $id }）不小于 { $size_name }（{ $size }）
core-config-tie = tie_weights 需要共用一个词表，但源端有 { $src } 个词元，目标端有 { $tgt } 个
core-config-too-many-parameters = { $parameters } 个参数超过了支持的上限 { $most }（一个权重文件最多 { $bytes } 字节）
core-config-json = 模型的配置不是 attend 可用的 JSON（{ $detail }）
core-edit-path = 干预“{ $edit }”：“{ $path }”不是 堆叠.层.子层 的形式，例如 decoder.1.cross_attn
core-edit-stack = 干预“{ $edit }”：堆叠只能是 encoder 或 decoder，而不是“{ $stack }”
core-edit-layer = 干预“{ $edit }”：{ $stack } 的层为 0 到 { $last }
core-edit-sublayers = 干预“{ $edit }”：{ $stack ->
        [decoder] 解码器层的子层是 self_attn、cross_attn 或 ffn
       *[encoder] 编码器层的子层是 self_attn 或 ffn
    }
core-edit-no-heads = 干预“{ $edit }”：只有注意力子层才有头
core-edit-head = 干预“{ $edit }”：请在子层之后写出 0 到 { $last } 之间的头，例如 { $path }.0
core-edit-takes-head-pattern = 干预“{ $edit }”：{ $kind } 需要一个头和一种模式，例如 encoder.0.self_attn.1:uniform
core-edit-takes-pattern = 干预“{ $edit }”：{ $kind } 需要一种模式：uniform、itself 或 previous
core-edit-takes-side = 干预“{ $edit }”：{ $kind } 需要 src、tgt 或 both
core-edit-takes-position = 干预“{ $edit }”：{ $kind } 需要 0 到 { $last } 之间的源端位置
core-edit-takes-nothing = 干预“{ $edit }”：{ $kind } 不带值
core-edit-kinds = 干预“{ $edit }”：可用的干预有 { $kinds }
core-edit-position-past-source = 干预“{ $edit }”：源端的位置为 0 到 { $last }
core-edits-too-many = 一次最多 { $most } 个干预（现有 { $count } 个）
core-decode-no-room = 此模型的 max_len 没有留下解码的空间
core-decode-length = 输出长度上限至少为 1 个词元
core-decode-beam = 束宽必须在 1 到 { $most } 之间（当前为 { $beam }）
core-decode-alpha = 长度惩罚必须是有限的数（当前为 { $alpha }）
core-sample-temperature = 温度必须大于 0 且不超过 { $most }（当前为 { $temperature }）
core-sample-top-p = top-p 必须大于 0 且不超过 1（当前为 { $top_p }）
core-training-steps = 训练设置：步数必须在 1 到 { $most } 之间（当前为 { $got }）
core-training-batch = 训练设置：批次大小必须在 1 到 { $most } 之间（当前为 { $got }）
core-training-warmup = 训练设置：预热至少为 1 步
core-training-lr-factor = 训练设置：学习率系数必须大于 0 且不超过 { $most }（当前为 { $got }）
core-training-regularisation = 训练设置：标签平滑和 dropout 必须不小于 0 且小于 1
core-training-clip = 训练设置：梯度范数裁剪阈值必须是正数（当前为 { $got }）
core-training-threads = 训练设置：线程数必须在 1 到 { $most } 之间（当前为 { $got }）
core-training-eval-every = 训练设置：评估间隔至少为 1 步
core-input-empty = 输入为空：至少需要一个词元
core-too-long = 输入有 { $tokens } 个词元；此模型最多接受 { $max } 个
core-pairs-empty = 句对文件为空：每行写一个句对，源句<TAB>目标句
core-pairs-blank = 句对文件中没有句对：第 1 至 { $lines } 行都是空行
core-pairs-only-one = 第 { $line } 行是唯一不同的句对{ $repeated ->
        [yes] （其他行都在重复它）
       *[no] {""}
    }；训练至少需要 { $min } 个，一个用于学习，一个留出
core-pairs-too-many-lines = 第 { $line } 行：句对文件超过 { $max } 行，这是读取的上限
core-pairs-too-many-bytes = 第 { $line } 行：句对文件在此超过 { $max } 字节，这是读取的上限
core-pairs-long-line = 第 { $line } 行：{ $bytes } 字节，超过每行允许的 { $max } 字节
core-pairs-not-utf8 = 第 { $line } 行：不是 UTF-8 文本（该行第 { $byte } 个字节无效）
core-pairs-no-tab = 第 { $line } 行：没有制表符；请写源句、一个制表符，然后是目标句
core-pairs-two-tabs = 第 { $line } 行：制表符多于一个；请写源句、一个制表符，然后是目标句
core-pairs-empty-side = 第 { $line } 行：{ $side ->
        [source] 源句（制表符之前）
       *[target] 目标句（制表符之后）
    }为空
error-run = 模型无法运行：{ $reason }
error-scan = 头扫描无法运行：{ $reason }
error-align = 无法计算对齐分数：{ $reason }

## The diagram and what every view shares

diagram-label = Transformer：左为编码器，右为解码器
diagram-encoder = 编码器 ×{ $n }
diagram-decoder = 解码器 ×{ $n }
diagram-inputs = 输入
diagram-outputs = 输出（右移一位）
diagram-probabilities = 下一个词元的概率
diagram-input-embedding = 输入嵌入
diagram-output-embedding = 输出嵌入
diagram-positional = + 位置编码
diagram-self-attention = 自注意力
diagram-masked-self-attention = 掩码自注意力
diagram-cross-attention = 交叉注意力
diagram-add-norm = 相加与归一化
diagram-feed-forward = 前馈网络
diagram-linear-softmax = 线性层 + softmax
view-loading = 正在加载模型…
view-failed = 无法绘制此视图：{ $reason }
view-type-pieces = 输入一句此模型能理解的话，然后按“运行”：单词会被切分为其词表中的子词，最多 { $max } 个子词：
view-type-words = 输入此模型能理解的内容，然后按“运行”：最多 { $max } 个其词表中的单词：
view-type-characters = 输入此模型能理解的内容，然后按“运行”：最多 { $max } 个其词表中的字符：
edits-region = 干预
edits-lead = 假如：
edits-remove = 移除：{ $edit }
edits-remove-all = 全部移除
edits-mark = 标出变化之处
edits-changed = 此视图中 { $total } 个数里有 { $changed } 个与原始前向传播不同（最大差值 { $delta }）；变化的单元格已加框标出。
edits-unchanged = 此视图中 { $total } 个数都与原始前向传播相同；若有变化，单元格会加框标出。
edit-kind-ablate = { $stack }第 { $layer } 层，{ $sub }，头 { $head }：已关闭
edit-kind-pattern = { $stack }第 { $layer } 层，{ $sub }，头 { $head }：{ $pattern }
edit-kind-bypass = { $stack }第 { $layer } 层：跳过{ $sub }
edit-kind-no-pe = 无位置编码（{ $side }）
edit-kind-hide-source = 源位置 { $position } 对交叉注意力隐藏
edit-kind-see-future = 解码器能看到未来（无因果掩码）
edit-kind-no-padding-mask = 填充不加掩码
edit-slot-stack-encoder = 编码器
edit-slot-stack-decoder = 解码器
edit-slot-sub-self_attn = 自注意力
edit-slot-sub-cross_attn = 交叉注意力
edit-slot-sub-ffn = 前馈网络
edit-slot-pattern-uniform = 均匀关注
edit-slot-pattern-itself = 关注自身位置
edit-slot-pattern-previous = 关注前一个词元
edit-slot-side-src = 源端
edit-slot-side-tgt = 目标端
edit-slot-side-both = 源端和目标端
draw-matrix = 矩阵
draw-grid-label = { $title }：{ $rows } × { $cols }；方向键可在单元格间移动
draw-tip-cell = 第 { $row } 行，第 { $col } 列：{ $value }
draw-tip-dim = 维度 { $dim }：{ $value }
draw-tip-changed = { $tip }（原始前向传播：{ $was }，变化 { $delta }）
draw-tip-bar = { $label }：{ $value }
chart-step = 第 { $step } 步
formula-queries = Q：查询
formula-keys = K：键
formula-values = V：值
formula-scores = 分数 Q Kᵀ
formula-sqrt-dk = d_k 的平方根
formula-weights = 注意力权重
formula-head-output = Z：该头的输出
formula-x = x：被归一化的向量
formula-mean = μ：其均值
formula-variance = σ²：其方差
formula-gain = γ：学到的增益
formula-bias = β：学到的偏置
formula-pe = PE：位置编码矩阵
formula-d = d：d_model，向量的宽度
formula-lr = 学习率
formula-factor = 学习率系数（论文中为 1）
formula-d-model = d_model
formula-step = 步数
formula-warmup = 预热步数

## Views 1 to 9: input, embedding, positional encoding, attention, multi-head, add & norm, feed-forward, encoder, decoder

ffn-title = 前馈网络
ffn-edit-before = 如果这个网络
ffn-edit-after = 被旁路会怎样
ffn-heading = 两个线性层，中间夹一个 ReLU
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂，以相同的权重分别作用于每个位置：{ $d } → { $dff } → { $d }。ReLU 把每个负的隐藏值精确地置为零（灰色显示）：这里 { $total } 个中有 { $zeros } 个（{ $share }%）。
ffn-input = 输入
ffn-hidden = 隐藏层（{ $dff }）
ffn-output = 输出
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = 隐藏[{ $row }][{ $col }] = { $value }
ffn-tip-zero = 隐藏[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = 输出[{ $row }][{ $col }] = { $value }

common-picker-stack = 堆叠
common-picker-layer = 层
common-picker-head = 头
common-picker-query = 查询
common-picker-token = 词元
common-picker-sub-layer = 子层
common-stack-encoder = 编码器
common-stack-decoder = 解码器
common-sub-self = 自注意力
common-sub-masked = 掩码自注意力
common-sub-cross = 交叉注意力
common-sub-ffn = 前馈网络

input-title = 输入：从文本到词元，再到 id
input-tokens-heading = 词元与 id
input-unseen = 以 { $unk } 读入（模型用它表示训练中从未见过的内容）：{ $what }。
input-tokens-explain =
    模型读取的是{ $unit ->
        [word] 单词。“{ $text }”中的每个单词
        [piece] 子词。“{ $text }”中的每个子词
       *[character] 字符。“{ $text }”中的每个字符
    }都会在源语言词表（{ $size } 个词元）中查找，变成一个 id：也就是它将要读取的嵌入表中的那一行。上方是词元，中间是它的 id，下方是它的位置。
input-tip-token = 位置 { $position }：“{ $token }”的 id 是 { $id }
input-tip-pad = 位置 { $position }：填充（id { $id }），对所有注意力都隐藏
input-padding-heading = 填充
input-padding-some = 同一批次中的句子必须等长，所以较短的句子要用 <pad>（id { $id }）补齐。这里添加了 { $count } 个填充词元来演示：每个注意力都会隐藏填充位置的键，所以输出不会改变。可以在上方设置“填充”来添加更多或去掉。
input-padding-none = 同一批次中的句子必须等长，所以较短的句子要用 <pad>（id { $id }）补齐，并对所有注意力隐藏。这个输入没有填充：可以在上方设置“填充”来添加一些，观察掩码如何变化。
input-ids = id：[{ $ids }]  长度 { $length }，最多 { $max }
input-decoder-heading = 解码器的输入
input-decoder-explain = 解码器一次产生一个词元。它读取到目前为止的输出并右移一位：首先是 { $start }（模型的起始词元），因此位置 t 预测词元 t + 1。下面的运行使用模型自己产生的输出（贪心解码），一次全部输入。
input-tip-decoder = 解码器位置 { $position }：“{ $token }”的 id 是 { $id }
input-spm-heading = SentencePiece
input-spm-explain = 此模型像 Marian 的分词器一样用 SentencePiece 切分文本：{ $normalizer } 规范化器先统一字符，并把每个空格写成 ▁，因此以 ▁ 开头的子词是一个词的开头；然后由一个 { $model } 模型选出子词。子词之前先列出模型切分时所见的文本；{ $eos } 结束每个句子：
input-pieces-heading = 把单词切成子词
input-pieces-explain = 与论文中的翻译模型（第 5.1 节）一样，这个模型读取字节对编码（BPE）子词：从字母出发，从训练文本中学到的 { $merges } 次合并一次又一次地把最常见的符号对连在一起，于是常见的词成为一个子词，罕见的词则分成几个。标有 { $mark } 的子词会接续到下一个子词。法语和英语共用同一个包含 { $size } 个子词的词表。点击一个子词，可以看到构成它的合并。
input-merges = “{ $piece }”是这样构成的：共 { $count } 次合并，按学习的先后顺序排列（</w> 表示词尾）。
input-merges-none = “{ $piece }”是单个字符：没有经过任何合并。

embed-title = 嵌入
embed-heading = 每个词元一个向量
embed-explain = 每个 id 选出学习得到的嵌入表中的一行（每个词元 { $width } 个数，d_model = { $d }）。每个方格是一个数：红色为正，蓝色为负，白色接近零。把指针悬停在方格上可以看到它的值。
embed-tip = { $token }（位置 { $position }），维度 { $dim }：{ $value }
embed-scaled-heading = 乘以 √d_model 缩放
embed-scaled-explain = 论文把嵌入乘以 √d_model = √{ $d } = { $scale }（第 3.4 节），使它们不会被接下来加上的位置编码淹没。以“{ $token }”为例，表中的这一行以 { $raw } 开头；乘以 { $scale } 后得到 { $scaled }：也就是上面的方格。
embed-unscaled-heading = 未缩放
embed-unscaled-explain = 论文把嵌入乘以 √d_model = { $scale }（第 3.4 节），使它们不会被接下来加上的位置编码淹没。这个模型训练时没有使用这个缩放：上面的方格就是嵌入表原样的行，与位置编码相比它们很小（请与下一个视图比较）。

pe-title = 位置编码
pe-none = 这个模型训练时没有使用位置编码：它的嵌入上什么也没有加（下面的 PE 全为零），因此每个堆叠都把自己的词元看成一个集合，无法分辨它们的顺序。再往下的波形是论文所加的那些。
pe-edit-lead = 如果没有位置编码
pe-edit-side-src = （源端）会怎样
pe-edit-side-tgt = （目标端）会怎样
pe-edit-side-both = （源端和目标端）会怎样
pe-heading = 每个词元在哪里
pe-explain = 注意力本身不知道词序，所以要给每个位置加上一个固定的模式：偶数维度用正弦，奇数维度用余弦（把指针悬停在公式的某一项上，可以在下方找到它）。行是位置，列是 { $d } 个维度：左边是快波，右边是慢波。
pe-tip = PE(位置 { $position }, 维度 { $dim }) = { $value }
pe-waves-heading = 几个维度的正弦曲线
pe-waves-explain =
    每个维度都是一条随位置变化的波，有自己的波长，从 2π 到 10000·2π，按公式画到 max_len = { $maxLen }。圆点是{ $who ->
        [paper] 论文会在
       *[model] 模型在
    }这个输入的各个位置上加的值，它们都落在波上。
pe-dims-label = 维度（最多 6 个，用逗号分隔）
pe-dims-aria = 要绘制的维度
pe-bad-dims = 不是这个模型的维度（0 到 { $last }）：{ $bad }
pe-dim = 维度 { $dim }
pe-chart-position = 位置 { $position }
pe-chart-value = PE
pe-similar-heading = 相邻的位置彼此相似
pe-similar-explain = 每一对位置向量的余弦相似度：在对角线上最高，随距离增大而减弱，因此模型能分辨远近；而且 PE(pos + k) 是 PE(pos) 的线性函数。
pe-similar-tip = 位置 { $first } 与 { $second }：余弦 { $value }
pe-sum-heading = 嵌入 + PE = 输入
pe-sum-explain = 编码器的输入是缩放后的嵌入加上位置编码，逐元素相加。以位置 { $position } 上的“{ $token }”为例：
pe-sum-embedding = 嵌入
pe-sum-pe = PE
pe-sum-input = 输入
pe-tip-dim = 维度 { $dim }：{ $value }

attention-title = 自注意力：一个头
attention-edit-head = 如果头 { $head }
attention-edit-off = 被关闭会怎样
attention-edit-pattern-uniform = 均匀地关注会怎样
attention-edit-pattern-itself = 只关注自己的位置会怎样
attention-edit-pattern-previous = 只关注前一个词元会怎样
attention-edit-mask = 如果掩码
attention-edit-see-future = 让解码器看到未来会怎样
attention-edit-padding = 不隐藏填充会怎样
attention-qkv-heading = 查询、键和值
attention-qkv-explain =
    { $stack ->
        [decoder] 解码器第 { $layer } 层，头 { $head }。这是解码器的掩码自注意力：一个词元只能看它自己和它前面的词元。
       *[encoder] 编码器第 { $layer } 层，头 { $head }。
    }每个词元的向量 x（{ $d } 个数）分别乘以三个学习得到的矩阵 W_Q、W_K 和 W_V。这个头使用其中每个矩阵 { $d } 列中的 { $dk } 列：得到一个查询（这个词元在找什么）、一个键（它凭什么被找到）和一个值（它传递什么）。
attention-tip-x = x[{ $token }][{ $dim }] = { $value }
attention-tip-q = q[{ $token }][{ $dim }] = { $value }
attention-tip-k = k[{ $token }][{ $dim }] = { $value }
attention-tip-v = v[{ $token }][{ $dim }] = { $value }
attention-table-heading = “{ $token }”的分数表
attention-table-explain = 用点积 q·k 给每个键相对于这个查询打分，再除以 √d_k = { $root }，避免 softmax 饱和；用 softmax 把分数变成和为 1 的权重（被掩码的键得到 −∞，权重为 0）；用权重给每个值加权，再全部相加：就得到这个头对“{ $token }”的输出 z。
attention-col-key = 键
attention-col-softmax = softmax
attention-masked = −∞（已掩码）
attention-sum = 总和
attention-tip-weighted = { $weight } × v[{ $key }][{ $dim }] = { $value }
attention-tip-z = z[{ $token }][{ $dim }] = { $value }
attention-matrix-heading = 所有词元一起算
attention-matrix-explain = 写成矩阵形式，所有查询一次打分，正如论文所写（把指针悬停在某一项上，可以在下方找到它）。权重的每一行就是上面表格中的一行。
attention-matrix-q = Q
attention-matrix-kt = Kᵀ（K 按每个键一行显示）
attention-matrix-scores = 分数
attention-matrix-scaled = ÷ √{ $dk }，已掩码
attention-matrix-weights = 权重
attention-matrix-v = V
attention-matrix-z = Z
attention-op-softmax = → softmax →
attention-tip-score = q[{ $query }]·k[{ $key }] = { $value }
attention-tip-hidden = { $query } 看不到 { $key }
attention-tip-weight = { $query } → { $key }：{ $value }

multihead-title = 多头注意力
multihead-heading = { $h } 个头，各自以自己的方式观察
multihead-explain =
    { $stack ->
        [decoder] 解码器
       *[encoder] 编码器
    }第 { $layer } 层，自注意力。{ $h } 个头并排运行，各自使用 Q、K、V 中属于自己的 { $dk } 列，因此每个头都能关注不同的东西。它们的权重（上）和输出 Z（下）：
multihead-head = 头 { $head }
multihead-switch-off = 关闭
multihead-tip-weight = 头 { $head }：{ $query } → { $key }：{ $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = 拼接，再用 W_O 混合
multihead-concat-explain = 各个头的输出并排拼在一起（{ $h } × { $dk } = { $d } 列），再乘以另一个学习得到的矩阵 W_O（{ $d } × { $d }），把各个头找到的信息混合起来。结果就是注意力子层的输出：每个词元一个 { $d } 维向量。
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = 头 { $head }，{ $token }，第 { $col } 列：{ $value }
multihead-op-wo = × W_O =
multihead-output-title = 注意力输出
multihead-tip-out = 输出[{ $token }][{ $dim }] = { $value }

addnorm-title = 相加与归一化（Add & Norm）
addnorm-stats-mean = LayerNorm：减去均值
addnorm-stats-std = ，除以标准差
addnorm-stats-rest = ，再乘以学习得到的增益 γ、加上偏置 β：
addnorm-pre-ln = 这个模型是 pre-LN（norm_first）：子层读取 LayerNorm(x)，它的输出加到未经改变的 x 上，即 x + Sublayer(LayerNorm(x))。数据流 x 保持自己的尺度；归一化只为子层提供输入。
addnorm-post-ln = 这个模型是 post-LN，与论文相同：LayerNorm(x + Sublayer(x))。残差连接把子层的输出加到它的输入上，使信息和梯度能直接穿过整个堆叠；随后层归一化把每个词元的向量重新缩放到均值 0、方差 1（再乘以学习得到的增益、加上偏置）。
addnorm-edit-lead =
    如果{ $sub ->
        [self] 自注意力
        [masked] 掩码自注意力
        [cross] 交叉注意力
       *[ffn] 前馈网络
    }
addnorm-edit-bypass = 被旁路会怎样（输出置零：残差连接单独把 x 传下去）
addnorm-heading =
    { $sub ->
        [self] 自注意力
        [masked] 掩码自注意力
        [cross] 交叉注意力
       *[ffn] 前馈网络
    }周围的残差连接与层归一化
addnorm-op-sub =
    → { $sub ->
        [self] 自注意力
        [masked] 掩码自注意力
        [cross] 交叉注意力
       *[ffn] 前馈网络
    } →
addnorm-op-sum = x + 子层 =
addnorm-x = x
addnorm-layernorm-x = LayerNorm(x)
addnorm-layernorm = LayerNorm
addnorm-sublayer = 子层
addnorm-sum = x + 子层
addnorm-sum-before = x + 子层（归一化之前）
addnorm-norm-of-sum = LayerNorm(x + 子层)
addnorm-norm-input =
    LayerNorm(x)（{ $sub ->
        [self] 自注意力
        [masked] 掩码自注意力
        [cross] 交叉注意力
       *[ffn] 前馈网络
    }的输入）
addnorm-tip-x = x[{ $token }][{ $dim }] = { $value }
addnorm-tip-sublayer = 子层[{ $token }][{ $dim }] = { $value }
addnorm-tip-sum = 和[{ $token }][{ $dim }] = { $value }
addnorm-tip-norm = 归一化[{ $token }][{ $dim }] = { $value }
addnorm-every-heading = 每个词元
addnorm-every-explain = 对句子中的每个词元分别独立地做同样的计算：每个词元一行（左边是和，右边是归一化的结果）。

encoder-title = 编码器堆叠
encoder-heading = { $layers } 个相同的层
encoder-explain = 每个编码器层先是自注意力，然后是前馈网络，两者外面都包着一步相加与归一化；一层的输出就是下一层的输入，始终是每个词元一个 { $d } 维向量。最后的输出就是记忆（memory）：解码器中每个交叉注意力读取的键和值。全部使用同一个色标；每一层旁边是它在各个头上取平均的注意力。
encoder-stage-input = 输入（嵌入 + PE）
encoder-stage-layer = 第 { $layer } 层之后
encoder-stage-norm = 最后的 LayerNorm
encoder-tip = { $stage }，{ $token }，维度 { $dim }：{ $value }
encoder-mean-title = 注意力（各头的平均）
encoder-tip-attention = 第 { $layer } 层：{ $query } → { $key }：{ $value }
encoder-memory =
    记忆 = { $from ->
        [norm] 最后的归一化
       *[layer] 第 { $layer } 层的输出
    }，{ $shape }。

decoder-title = 解码器：掩码与交叉注意力
decoder-shift-heading = 右移
decoder-shift-explain = 训练时，解码器一次看到整个目标序列，右移一位，并学习在每个位置上预测下一个词元。这里的目标序列是模型自己的输出：
decoder-row-input = 解码器输入
decoder-row-predicts = 预测
decoder-masks-heading = 掩码
decoder-masks-causal = 左：解码器自注意力的因果掩码。位置 t 只能看到 t 及之前的位置，绝不能看到它还没有生成的词元（1 = 可见，0 = 隐藏）。右：交叉注意力的掩码：解码器的每个位置都可以看到除填充以外的每个源词元。
decoder-masks-not-causal = 左：解码器自注意力的掩码。这个模型训练时没有使用因果掩码，所以位置 t 可以看到所有位置，包括它本应预测的词元（1 = 可见，0 = 隐藏）：在答案摆在眼前时，它学会了照抄下一个词元；而在生成时，没有答案可读，它就失败了。右：交叉注意力的掩码：解码器的每个位置都可以看到除填充以外的每个源词元。
decoder-mask-causal-title = 自注意力的因果掩码
decoder-mask-self-title = 自注意力掩码（非因果）
decoder-mask-cross-title = 交叉注意力（填充）掩码
decoder-tip-may-see = { $query } 可以看到 { $key }
decoder-tip-may-not-see = { $query } 看不到 { $key }
decoder-self-heading =
    { $causal ->
        [yes] 掩码自注意力
       *[no] 自注意力
    }（第 { $layer } 层，头 { $head }）
decoder-self-causal = 对角线以上的分数在 softmax 之前被设为 −∞，因此它们的权重恰好为 0：
decoder-self-not-causal = 这个模型没有隐藏对角线以上的任何内容：每个位置都可以关注它之后的词元。
decoder-tip-weight = { $query } → { $key }：{ $value }
decoder-cross-heading = 交叉注意力（第 { $layer } 层，头 { $head }）
decoder-cross-explain = 查询来自解码器；键和值来自编码器的记忆。输出正是在这里回看输入：对每个输出位置，看它读取了哪些源词元。
decoder-score-table = 解码器位置 { $position }（“{ $token }”）对记忆的分数表：

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment

output-title = 输出：logits、softmax、解码
output-logits-heading = 从最后的向量到一个词元
output-logits-explain = 解码器在每个位置的最终向量经过一个线性层（生成器），得到 { $n } 个 logits，每个目标词元一个，再由 softmax 变为概率。位置 { $position }（输入“{ $token }”）：
output-position = 位置
output-logits-top = logits（前 { $n } 个）
output-arrow-softmax = → softmax →
output-probs-top = 概率（前 { $n } 个）
output-chosen = 选中：“{ $token }”，概率 { $p }（logit { $logit }）。
output-greedy-heading = 解码循环（贪心）
output-greedy-explain = 输出一次生成一个词元：解码器在已生成的内容上运行，把概率最高的下一个词元接上，再运行一次，直到生成 <eos>。每一行是解码器的一次运行：
output-max-label = 输出词元上限
output-max-explain = （0：模型允许的最多数量，{ $most }）
output-col-step = 步
output-col-decoder-input = 解码器输入
output-col-top-next = 概率最高的 { $n } 个下一词元
output-col-chosen = 选中
output-output-label = 输出：
output-log-prob = （对数概率 { $value }）
output-log-prob-same = （对数概率 { $value }）：输出相同
output-beam-heading = 束搜索
output-beam-explain = 束搜索不在每一步只认定一个词元，而是保留概率最高的 k 个部分输出，用每个词元分别延长它们，再保留最好的 k 个；已结束的假设按对数概率除以长度惩罚 ((5 + len) / 6)^α 排序，α = { $alpha }。束宽为 1 时就是贪心解码。
output-beam-explain-generate = 这个模型自带生成设置，它的束搜索按 transformers 的 generate() 使用这些设置的方式运行：每一步取 k 个部分输出的最佳 2k 个延伸，保留前 k 个中已结束的（其中最好的 k 个），最好的 k 个未结束的继续，已结束的假设按对数概率除以 长度^{ $penalty } 排序（模型的长度惩罚）。束宽为 1 时就是贪心解码。
output-beam-size = 束宽
output-beam-tree-explain = 每个节点：词元及该假设的总对数概率；带下划线的是已结束的假设；粗体的是胜出者。
output-tree-start = 开始
output-tree-node = 第 { $step } 步：{ $tokens }（log p { $logp }）
output-beam-label = 束搜索输出：
output-beam-score = （分数 { $value }）
output-beam-one = 束宽为 1 时，搜索就是上面的贪心循环。
output-stop-limit = 搜索在长度上限处停止，共 { $steps } 步。
output-stop-finished = 搜索在 { $steps } 步后停止：所有假设都已结束。
output-stop-bound = 搜索在 { $steps } 步后停止，因为没有仍在进行的假设还能胜出：已结束的最佳假设分数为 { $best }，而任何进行中的假设最多还能达到 { $bound }（它的对数概率只会随词元增加而下降，再除以它可能得到的最大长度惩罚）。一旦有 k 个假设结束就停止会更快，但那样一来，提前结束的简短错误输出可能会挤掉正确而更长的那个。
output-stop-generate = 搜索在 { $steps } 步后按 transformers 的规则停止：最佳的进行中假设按“此刻结束”计分（{ $bound }），胜不过保留的 k 个已结束假设中最差的一个（{ $worst }）。这条规则是启发式的：进行中的假设若继续下去，仍可能得分更高。
output-before-after-heading = 干预前后
output-before-after-explain = 原始模型的输出，以及施加上面的干预后模型给出的结果。每一行是原始输出中的一个词元：原始前向传播给它的概率、干预后的前向传播在同一位置给它的概率（两者都以原始输出作为解码器的输入），以及干预后的前向传播在该处会选的词元。
output-plain-label = 原始：
output-edited-label = 施加干预后：
output-col-position = 位置
output-col-plain-token = 原始词元
output-col-p-before = 之前的 p
output-col-p-after = 之后的 p
output-col-edited-pick = 干预后的选择
output-future-explain = 没有因果掩码时，干预后的前向传播中每个位置都能看到输入里它之后的词元，也就是答案本身，所以上面的选择会改变。贪心解码从来没有这些词元：它逐个生成它们，没有未来可看，因此输出可以保持不变。不带掩码训练的模型会学会复制下一个输入词元，到了必须自己生成时就会失败。
output-sampling-heading = 采样
output-sampling-explain = 不取概率最高的词元，而是随机抽取一个。先把 logits 除以温度 T（低于 1 时分布变尖锐，趋向贪心解码；高于 1 时变平坦）；top-k 保留概率最高的 k 个词元（0 表示全部），top-p 保留概率之和达到 p 的最少的高概率词元；保留下来的再重新归一化。随机种子固定每一次抽取：相同的设置给出相同的样本（第 i 个样本使用种子 + i）。
output-temperature = 温度
output-top-k = top-k
output-top-p = top-p
output-seed = 种子
output-samples = 样本数
output-samples-none = 无
output-sample-empty = （空）
output-sample-score = 对数概率 { $value }
output-sample-score-limit = 对数概率 { $value }（在长度上限处停止）
output-sample-steps-explain = 样本 0 的逐步过程：模型的概率（温度 1，左）和抽取该词元所用的分布（右）：
output-col-model = 模型
output-col-drawn-from = 抽取分布（T { $temperature }，top-k { $topk ->
    [0] 全部
   *[other] { $topk }
  }，top-p { $topp }）
output-col-drawn = 抽中
output-tip-drawn = 以概率 { $p } 抽中（模型给它 { $model }）
output-samples-choose = 请选择要抽取的样本数。

maps-title = 注意力热图
maps-picker-attention = 注意力
maps-kind-enc = 编码器自注意力
maps-kind-dec = 解码器自注意力（带掩码）
maps-kind-cross = 交叉注意力
maps-heading-enc = 编码器自注意力，第 { $layer } 层，头 { $head }
maps-heading-dec = 解码器自注意力（带掩码），第 { $layer } 层，头 { $head }
maps-heading-cross = 交叉注意力，第 { $layer } 层，头 { $head }
maps-explain = 行是查询（谁在看），列是键（被看的是谁）；颜色越深权重越大，灰色表示被掩码。每一行之和为 1。把指针移到单元格上可查看词元和权重。
maps-tip = 第 { $layer } 层，头 { $head }：查询“{ $query }”（{ $row }）→ 键“{ $key }”（{ $col }）：权重 { $weight }
maps-edit-hide = 如果交叉注意力看不到
maps-all-heading = 所有层和所有头
maps-all-explain = 点击其中一个，在上方查看。
maps-col-head = 头 { $head }
maps-row-layer = 第 { $layer } 层
maps-thumb-label = 第 { $layer } 层 头 { $head }

scan-title = 哪些头重要
scan-heading = 头的重要性
scan-explain = 关闭一个头（把它的输出 Z 置零），重新解码“{ $text }”，并测量模型现在认为它在所有头开启时给出的那个输出的可能性降低了多少：对数概率的下降，单位为奈特（nat）。每个单元格就是一次这样的运行：模型每个注意力子层中各有 { $heads } 个头。红色单元格是输出所依赖的头；✱ 标出缺了它贪心解码就会写出别的内容的头。在“反转”“日期 → ISO”和“英语数词 → 德语数词”任务上，突出的头都在交叉注意力中：它们承载着输出与输入之间的对齐。其他大多数头单独去掉时损失很小：模型把工作分散开了，所以请同时关闭几个（点击单元格，再去看输出视图），看它如何失效。
scan-button = 扫描每个头
scan-again = 重新扫描
scan-wait = 扫描会为每个头解码一次输入，需要一点时间。
scan-progress = 已关闭 { $done } / { $total } 个头
scan-cancel = 取消
scan-output-label = 所有头开启时的输出：
scan-result = （对数概率 { $logp }）；扫描用时 { $ms } 毫秒，{ $backend ->
    [gpu] 使用 WebGPU
   *[cpu] 在 CPU 上
  }。
scan-col-head = 头 { $head }
scan-row-encoder-self = 编码器 { $layer } 自注意力
scan-row-decoder-self = 解码器 { $layer } 自注意力
scan-row-decoder-cross = 解码器 { $layer } 交叉注意力
scan-tip-same = { $sublayer }，头 { $head }：“{ $output }”的对数概率下降 { $drop }（降至 { $logp }）；贪心输出不变。点击可在逐步讲解中关闭这个头。
scan-tip-changed = { $sublayer }，头 { $head }：“{ $output }”的对数概率下降 { $drop }（降至 { $logp }）；贪心输出变为“{ $changed }”。点击可在逐步讲解中关闭这个头。

align-title = 哪些头在对齐
align-heading = 每个头的对齐错误率
align-intro = 从一个交叉注意力头读出每个输出词的对齐：它最关注的源词（子词合并成词）。用对齐错误率（AER，Och 和 Ney 2003：1 − 2|A ∩ S| / (|A| + |S|)，A 为该头的链接，S 为真实链接；0 为完美）把它与模型任务的每个留出集句对的真实词对齐进行比较。这些数字来自核心程序，与 attend align --task 给出的相同。
align-none-task = 对齐错误率需要一个句对记录了真实词对齐的任务（{ $count ->
    [1] { $tasks } 就记录了
   *[other] { $tasks } 都记录了
  }）；这个模型的任务 { $task } 没有记录。它自己在输入上的对齐见下方。
align-none-no-task = 对齐错误率需要一个句对记录了真实词对齐的任务（{ $count ->
    [1] { $tasks } 就记录了
   *[other] { $tasks } 都记录了
  }）；这个模型的文件没有指明任务。它自己在输入上的对齐见下方。
align-button = 为每个头评分
align-again = 重新评分
align-wait = 评分会为每个留出集句对运行一次前向传播，需要一点时间。
align-stats = { $task } 的 { $pairs } 个留出集句对，{ $sure } 条真实链接，每个头预测 { $predicted } 条；评分用时 { $ms } 毫秒，{ $backend ->
    [gpu] 使用 WebGPU
   *[cpu] 在 CPU 上
  }。
align-grid-explain = 颜色越深越好；★ 标出最好的头。点击一个头可在下方查看。
align-sentence-gap = { "" }
align-explain-layers = 第 { $best } 层的头取平均后对齐得最好（AER { $bestAer }，而第 { $worst } 层为 { $worstAer }）。
align-explain-one-layer = 该层的头取平均后 AER 为 { $aer }。
align-explain-one-close = 单个头也对齐得差不多好：第 { $layer } 层的头 { $head }（AER { $aer }），而且第 { $bestLayer } 层各头之间相差不超过 { $spread }。
align-explain-one-spread = 单个头也对齐得差不多好：第 { $layer } 层的头 { $head }（AER { $aer }）；第 { $bestLayer } 层各头相差可达 { $spread }，可见有的头在对齐，有的以别的方式读取源句。
align-explain-none-close = 没有哪个单独的头比得上所在层的平均：最好的是第 { $layer } 层的头 { $head }，为 { $aer }，而且第 { $bestLayer } 层各头之间相差不超过 { $spread }。
align-explain-none-spread = 没有哪个单独的头比得上所在层的平均：最好的是第 { $layer } 层的头 { $head }，为 { $aer }；第 { $bestLayer } 层各头相差可达 { $spread }，可见有的头在对齐，有的以别的方式读取源句。
align-explain-floor = 每个输出词只有一条链接时，这些句对上可能的最低 AER 为 { $floor }。
align-grid-label = 每个头的对齐错误率，按解码器层排列
align-col-head = 头 { $head }
align-col-mean = 各头平均
align-row-layer = 解码器第 { $layer } 层
align-tip = 解码器第 { $layer } 层，头 { $head }：AER { $aer }。点击可查看它在输入上的交叉注意力。
align-tip-best = 解码器第 { $layer } 层，头 { $head }：AER { $aer }，所有头中最低。点击可查看它在输入上的交叉注意力。
align-tip-mean = 解码器第 { $layer } 层，各头注意力的平均：AER { $aer }
align-head-heading = 解码器第 { $layer } 层，头 { $head }，输入“{ $text }”
align-head-explain = 该头在当前输入上的交叉注意力；带边框的单元格是它的对齐（每个输出词最关注的源词），圆点是真实链接（当输入是任务中的句对、输出是其参考译文时）。
align-figure-title = 交叉注意力，解码器第 { $layer } 层，头 { $head }
align-tip-weight = 查询“{ $query }”（{ $row }）→ 源“{ $source }”（{ $col }）：权重 { $weight }
align-no-words = 这次运行没有可对齐的词。
align-col-word = 输出词
align-col-head-links = 头 { $head } 把它链接到
align-col-layer-mean = 第 { $layer } 层各头平均

overlay-picker = 模型的对齐
overlay-mode-off = 关
overlay-mode-head = 这个头
overlay-mode-mean = 各头平均
overlay-truth-button = 真实链接
overlay-legend-head = 模型的对齐（第 { $layer } 层的头 { $head }）：每个输出词最关注的源词，子词合并成词。每一行按它预测的词标记。
overlay-legend-mean = 模型的对齐（第 { $layer } 层各头平均）：每个输出词最关注的源词，子词合并成词。每一行按它预测的词标记。
overlay-no-words = 这次运行中没有可对齐的词。
overlay-mark-model = 模型把“{ $target }”链接到“{ $source }”
overlay-mark-true = 真实链接：“{ $target }”是“{ $source }”的译文
overlay-note-no-task = 这个模型的任务没有记录真实对齐（记录了真实对齐的任务只有 { $count } 个：{ $tasks }）。
overlay-note-looking = 正在任务的句对中查找这个输入…
overlay-note-not-pair = “{ $text }”不是 { $task } 任务中的句子，因此没有真实对齐。
overlay-note-other-output = 真实链接属于参考译文“{ $reference }”；这里的输出是“{ $output }”，所以不画出来。
overlay-note-true = 真实链接：该任务对这个句对的对齐（“{ $src }”→“{ $tgt }”）。

## The training panel

train-title = 自己训练
train-heading = 在此标签页中训练一个 Transformer
train-explain = 选择一个任务并按“开始”：一个新模型被初始化，并像论文那样就在这里训练（Adam，β₂ = 0.98；先预热，再按平方根倒数衰减的学习率；标签平滑；在任务配方保留的地方使用 dropout；梯度裁剪阈值为 1），按上方后端设置在 WebGPU 或 CPU 上运行。每隔一段时间会在留出集的样例上评估；随时可以暂停。训练好的模型会加入模型选择器，整个逐步讲解都能在它上面运行，并保存在此浏览器中。
train-model-too-large = 当前展示的模型（{ $params } 个参数，d_model { $d }，{ $enc }+{ $dec } 层）太大，无法在标签页中训练：它在这里供你观察。本面板从零训练自己的模型，最大到 d_model { $most }、{ $mostEnc }+{ $mostDec } 层。
train-setting-task = 任务
train-setting-preset = 模型大小
train-setting-form = 形式
train-setting-steps = 步数
train-setting-batch-size = 批次大小
train-setting-warmup = 预热步数
train-setting-lr-factor = 学习率系数
train-setting-label-smoothing = 标签平滑
train-setting-dropout = dropout
train-setting-seed = 随机种子
train-setting-eval-every = 评估间隔（步）
train-setting-threads = CPU 线程数
train-setting-bpe-merges = 字节对合并次数
train-setting-norm-first = 层归一化
train-setting-scale-embeddings = 嵌入缩放
train-setting-positional-encoding = 位置编码
train-setting-causal-mask = 解码器掩码
train-setting-tie-weights = 嵌入与输出层
train-setting-value = { $setting } { $value }
train-value-preset-recipe = 任务的配方
train-value-preset-tiny = 微型（d { $d }，{ $encoders }+{ $decoders } 层）
train-value-preset-small = 小型（d { $d }，{ $encoders }+{ $decoders } 层）
train-value-form-paper = 论文的形式（ReLU，交错的正弦，末端归一化）
train-value-form-marian = Marian 的形式（SiLU，分半的正弦，无末端归一化），可导出为 Hugging Face 文件夹
train-value-norm-first-false = post-LN（论文）
train-value-norm-first-true = pre-LN
train-value-scale-embeddings-true = × √d_model（论文）
train-value-scale-embeddings-false = 无
train-value-positional-encoding-true = 正弦（论文）
train-value-positional-encoding-false = 无
train-value-causal-mask-true = 因果（论文）
train-value-causal-mask-false = 无（能看到未来）
train-value-tie-weights-true = 一个矩阵（论文；需要共用一个词表）
train-value-tie-weights-false = 三个矩阵
train-look-preset = 更大的模型在相同步数内要拟合的更多：比较各自需要的步数和每步的时间。
train-look-form = Marian 的形式就是领域中翻译模型运行论文模型的方式（SiLU，分半的正弦，堆叠后无归一化）：比较每个模型学得多快。
train-look-norm-first = pre-LN 让残差流保持未归一化，并在每个子层之前做一次归一化，使梯度能直接到达前面的层；比较各自损失下降的早晚以及梯度范数。
train-look-scale-embeddings = 没有缩放时，嵌入（初始化时很小）会被与之相加的位置编码压过；比较各次运行开始学习的快慢。
train-look-positional-encoding = 没有位置编码，注意力把词元看作一个集合：没有什么告诉模型一个字母位于何处，所以像“反转”这样依赖顺序的任务无法学会，也不会形成反对角线。
train-look-causal-mask = 没有因果掩码时，解码器被喂入它要预测的答案，于是学会复制下一个输入词元：它的词元准确率（在喂入答案时测得）升到 100%，而它的完全匹配（生成时逐个词元输出，没有答案可读）仍接近 0。
train-look-tie-weights = 绑定时，一个矩阵既是嵌入又是输出层，因此模型参数更少，每个词元的向量在读入和写出时都得到学习；比较参数数量以及各次运行学习的快慢。
train-look-label-smoothing = 标签平滑使模型不会过于确定：它的损失不能低于平滑带来的下限，而真正重要的是准确率。
train-look-warmup = 预热让 Adam 的估计在学习率变大之前稳定下来；没有预热，最初几步是最大的，训练可能停滞或发散。
train-task-pairs = 你自己的句对
train-threads-tip = 在 CPU 上，每个批次被切成这么多份，在同样多的线程上同时计算；它们的梯度相加即为整个批次的梯度。批次按相近长度切块分给各线程，每块有自己的 dropout 掩码，因此数值可能取决于这个设置。WebGPU 处理整个批次。
train-compare = 比较
train-compare-beside = 在此运行旁边
train-compare-none = 不进行第二次运行
train-compare-differing = 第二次运行，不同之处：{ $setting }
train-other-has = 第二次运行的取值
train-other-label = 第二次运行的{ $setting }
train-start = 开始
train-start-again = 重新开始
train-pause = 暂停
train-resume = 继续
train-reset = 重置
train-schedule = 学习率遵循论文的调度：在预热步数内线性增长，之后按步数的平方根倒数下降（将鼠标悬停在某一项上，可在页面中找到它）：
train-recipe = { $task } 的配方（与 attend train --task { $task } 相同）：{ $recipe }。无论随机种子如何，它都能在留出集上达到至少 99% 的完全匹配；修改任意设置即可尝试你自己的配置。
train-recipe-model = d_model { $d_model }，{ $heads } 个头，{ $layers }+{ $layers } 层，d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }，{ $heads } 个头，{ $layers }+{ $layers } 层，d_ff { NUMBER($d_ff, useGrouping: 0) }（{ $changes }）
train-recipe-settings = { $model }；{ $steps } 步，批次 { $batch }，预热 { $warmup }，学习率系数 { NUMBER($factor, maximumFractionDigits: 6) }，标签平滑 { NUMBER($smoothing, maximumFractionDigits: 6) }，dropout { NUMBER($dropout, maximumFractionDigits: 6) }
design-norm-first-true = pre-LN
design-scale-embeddings-false = 嵌入不乘以 sqrt(d_model)
design-positional-encoding-false = 无位置编码
design-causal-mask-false = 无因果掩码
design-tie-weights-true = 绑定嵌入
train-list-separator = {"、"}
train-pairs-recipe = 对于你自己的句对，配方按句对数量选择，与 attend train --pairs 的选择方式相同：某项设置留空即采用配方的值，也可以自己填写。
train-placeholder-recipe = 配方
train-placeholder-merges = 由数据决定
train-pairs-legend = 你自己的句对
train-pairs-explain = 每行一对：源句、一个制表符、它的译文。核心为两侧学习一个共用的字节对词表，留出十分之一的句对作为留出集，并在其上评估模型（BLEU 和完全匹配）。
train-pairs-limits = 最多 { $lines } 行、{ $mib } MiB、每行 { $bytes } 字节，须为 UTF-8。
train-pairs-label = 句对，每行一对：源句、一个制表符、目标句
train-pairs-upload = 或上传文件
train-pairs-read = 已读取 { $pairs } 个句对：其中十分之一留出用于评估。
train-pairs-read-repeats = 已读取 { $pairs } 个句对（略去 { $duplicates } 个重复句对）：其中十分之一留出用于评估。
train-pairs-read-file = 已从 { $name } 读取 { $pairs } 个句对：其中十分之一留出用于评估。
train-pairs-read-file-repeats = 已从 { $name } 读取 { $pairs } 个句对（略去 { $duplicates } 个重复句对）：其中十分之一留出用于评估。
train-pairs-unread = 无法读取这些句对：{ $reason }
train-pairs-refused = 无法用你的句对训练：{ $reason }
train-pairs-none = 请先粘贴句对（每行一对：源句、一个制表符、目标句），或上传包含句对的文件。
train-not-started = 训练无法开始：{ $reason }
train-stopped = 训练在第 { $step } 步停止：{ $reason }。
train-diverged = 训练在第 { $step } 步停止：训练发散，损失变为 { NUMBER($loss, maximumFractionDigits: 4) }；请尝试更低的学习率系数或更长的预热。
train-kept-last = 最后一次评估时的权重已保留。
train-not-stored = 无法将训练好的模型保存到此浏览器的存储中：{ $reason }
train-message-b = 运行 B：{ $message }
train-name = 训练的 { $task }（{ $settings }），{ $steps } 步{ $last ->
        [good] ，最后的正常状态
       *[none] {""}
    }
train-name-pairs = 在粘贴的句对上训练（{ $settings }），{ $steps } 步{ $last ->
        [good] ，最后的正常状态
       *[none] {""}
    }
train-name-settings-differ = { $preset }，{ $differs }
train-preset-recipe = 配方
train-preset-tiny = 微型
train-preset-small = 小型
train-run-name = { $run }：{ $setting }
train-fact-status = 状态
train-fact-step = 步
train-fact-loss = 损失
train-fact-lr = 学习率
train-fact-speed = 词元/秒
train-fact-eta = 剩余时间
train-fact-exact = 留出集完全匹配
train-fact-bleu = 留出集 BLEU
train-fact-perplexity = 留出集困惑度
train-fact-accuracy = 词元准确率
train-fact-on = 运行于
train-status-idle = 空闲
train-status-starting = 正在启动
train-status-running = 运行中
train-status-pausing = 正在暂停
train-status-paused = 已暂停
train-status-done = 已完成
train-status-failed = 失败
train-seconds = { $seconds } 秒
train-percent = { $value }%
train-on-gpu = WebGPU
train-on-cpu = CPU（wasm），{ $threads } 个线程
train-curves = 曲线
train-chart-loss = 损失
train-chart-accuracy = 留出集准确率
train-chart-aer = 交叉注意力的对齐错误率（AER）（越低：越关注它所翻译的词）
train-chart-grads = 各层梯度范数（裁剪前，对数刻度）
train-chart-grads-a = 各层梯度范数（裁剪前，对数刻度），运行 A
train-axis-step = 第 { $step } 步
train-series-loss = 训练损失
train-series-held-loss = 留出集损失
train-series-exact = 完全匹配（生成）
train-series-accuracy = 词元准确率（喂入答案）
train-series-best-head = 最佳头
train-series-layer = 解码器第 { $layer } 层，各头平均
train-series-of-run = { $run } { $series }
train-group-embeddings = 嵌入
train-group-encoder = 编码器 { $layer }
train-group-encoder-norm = 编码器归一化
train-group-decoder = 解码器 { $layer }
train-group-decoder-norm = 解码器归一化
train-group-generator = 输出层
train-examples-heading = 留出集样例
train-examples-explain = 模型从未训练过的输入，以及它现在的回答（贪心解码）。
train-examples-none = 留出集样例会在第一次评估时出现。
train-examples-input = 输入
train-examples-want = 正确答案
train-examples-got = 模型的回答
train-examples-right = 正确
train-examples-wrong = 错误
train-link-model = 模型把“{ $target }”链接到“{ $source }”
train-link-true = 真实链接：“{ $target }”是“{ $source }”的译文
train-notes-separator = {"；"}
train-head = 头 { $head }
train-tip-weight = 头 { $head }：“{ $target }” → “{ $source }”：{ $weight }
train-tip-weight-run = { $run }，头 { $head }：“{ $target }” → “{ $source }”：{ $weight }
train-legend-model = 每个头的对齐：每个输出词最受关注的源词，子词合并为词（每行按它所预测的词标记）
train-legend-true = 构造此句对时所用的真实链接
train-attention-heading = 学习中的交叉注意力
train-attention-explain = 解码器最后一层在第一个留出样例上的交叉注意力，喂入正确答案（教师强制），每次评估时刷新。在“反转”任务上，随着每个输出位置学会读取其镜像位置的输入，会出现一条反对角线。
train-attention-none = 交叉注意力会在第一次评估时出现。
train-attention-none-pair = 两次运行都评估过后，会显示它们的交叉注意力。
train-pair-heading = 两次运行并排比较
train-pair-explain = 解码器最后一层在第一个留出样例（两次运行相同）上的交叉注意力，喂入正确答案，处于同一训练步。
train-compare-step = 步
train-compare-step-label = 两次运行所显示的训练步
train-compare-step-latest = { $step }（最新）
train-open = 逐步查看训练好的模型
train-open-run = 逐步查看训练好的模型 { $run }
train-export = 导出训练好的模型
train-export-run = 导出训练好的模型 { $run }
train-export-hf = 导出为 Hugging Face 文件夹
train-export-hf-run = 将 { $run } 导出为 Hugging Face 文件夹
train-snapshots = 每次评估时的权重都会保留（目前 { $kept } 份；最多 { $most } 份或 { $mib } MiB，超过后每隔一份舍弃一份）：在逐步讲解中，顶部的“训练步”滑块会把每个视图（包括热图）切换到模型当时的状态。看看注意力模式如何形成。


## The tour

tour-button = 导览
tour-button-resume = 继续导览
tour-progress = 导览：第 { $n } 张，共 { $total } 张
tour-predict = 请预测：
tour-hint-figure = 在框出的图中点击你的答案（或聚焦一个单元格后按回车键），也可以在这里选择：
tour-hint-choose = 请选择你的答案：
tour-choices = 答案
tour-working = 模型正在计算…
tour-right = 答对了。
tour-wrong = 不太对。
tour-back = ← 上一张
tour-next = 下一张 →
tour-finish = 完成
tour-end = 退出导览
tour-failed = 无法计算答案：{ $reason }
tour-dimension = 维度 { $dim }
tour-tokens-title = 词元
tour-tokens-text = 模型读的是数字，不是字母：“{ $text }”被切分为 { $count } 个词元（含填充），每个词元变成它在词表中的 id。
tour-embed-title = 嵌入及其缩放
tour-embed-text = 每个 id 选中一张学习得到的表中的一行：每个词元 { $d } 个数，以彩色方格显示。它们乘以 √d_model = { $scale }，以免被随后加上的位置编码淹没。
tour-pe-title = 位置编码
tour-pe-text = 注意力本身不知道词序，因此每个位置都加上一个固定的波形模式。行是位置，列是 { $d } 个维度。
tour-pe-question = 从一个位置到下一个位置，哪个维度（列）变化最快？
tour-pe-answer = 维度 { $dim }：在这个输入的 { $positions } 个位置上，它总共变化了 { $moved }，比其他任何维度都多。
tour-pe-why = 维度 0 和维度 1 是波长为 2π 的正弦和余弦，波长最短；之后每一对的波长都更长，直到 10000·2π，所以右边的列几乎不变。
tour-scores-title = 一个头：查询、键和分数
tour-scores-text = 编码器第 0 层，头 0。每个词元的向量分别乘以 W_Q、W_K 和 W_V，得到各含 { $dk } 个数的查询、键和值。分数表用点积 q·k 给“{ $query }”的查询与每个键打分。
tour-scores-question = 对“{ $query }”的查询，哪个键的分数会最高？请根据上方的查询和键判断，然后点击分数表中它所在的行；回答后数字才会显示。
tour-scores-answer = “{ $key }”，q·k = { $score }。
tour-scores-why = 点积大，说明查询和键在这个头的 { $dk } 维空间中指向同一方向：这个词元要找的，正是那个词元提供的。
tour-softmax-title = softmax
tour-softmax-text = 分数先除以 √d_k = { $scale }，防止 softmax 饱和，再由 softmax 变成权重；这个头的输出是用这些权重加权后的值之和。
tour-softmax-question = softmax 一列中“{ $query }”的权重加起来等于多少？
tour-softmax-one = 正好是 1
tour-softmax-keys = { $count }，即键的个数
tour-softmax-varies = 取决于分数
tour-softmax-answer = 它们加起来是 { $sum }。
tour-softmax-why = softmax 对每个分数取指数再除以总和，所以权重都是正数且和为 1；被掩码遮住的键得到 −∞，权重为 0。
tour-multihead-title = 多头注意力
tour-multihead-text = { $heads } 个头并行工作，各自使用 Q、K、V 中自己的 { $dk } 列，因此每个头可以关注不同的东西。它们的输出并排拼接（{ $d } 列），再由 W_O 混合。
tour-addnorm-title = 相加与归一化
tour-addnorm-text = 每个子层的输入都会加回到它的输出上（残差连接），然后每一行做层归一化：均值为 0、方差为 1，再乘以学习得到的增益并加上偏置。{ $order ->
    [pre] 这个模型在每个子层之前归一化（pre-LN）。
   *[post] 这个模型和论文一样，在每个子层之后归一化（post-LN）。
  }
tour-ffn-title = 前馈网络
tour-ffn-text = 同一个两层网络在每个位置上单独运行：{ $d } → { $dff } → { $d } 个数，中间是 ReLU。框出的图是隐藏层。
tour-ffn-question = 在 { $total } 个隐藏值中，ReLU 把多大比例置为零？
tour-ffn-few = 不到三分之一
tour-ffn-half = 三分之一到三分之二之间
tour-ffn-most = 超过三分之二
tour-ffn-answer = { $total } 个中有 { $zeros } 个，即 { $share }%。
tour-ffn-why = ReLU 把每个负值变成恰好 0（灰色单元格），所以每个位置只用到一部分隐藏单元，而且各不相同。
tour-encoder-title = 编码器堆叠
tour-encoder-text = 编码器把它的层重复 { $layers } 次，每层有自己的权重。最后一层的输出就是记忆：解码器从中读取关于输入的信息。
tour-causal-title = 因果掩码
tour-causal-text = 解码器一次在整个目标上训练，目标向右移一位。它的自注意力掩码决定每个位置可以看到哪些位置（1 可见，0 隐藏）。
tour-causal-question = 因果掩码隐藏了哪些单元格？请点击其中一个。
tour-causal-choice = “{ $query }”看向“{ $key }”
tour-causal-answer = { $total } 个单元格中有 { $hidden } 个被隐藏：对角线以上的所有单元格，即一个位置看向其后位置之处。
tour-causal-answer-other = { $total } 个单元格中有 { $hidden } 个被隐藏。
tour-causal-why = 模型生成时，后面的词元还不存在；训练时把它们隐藏起来，模型才学会只根据前面的词元预测每个词元。
tour-cross-title = 交叉注意力
tour-cross-text = 解码器第 { $layer } 层，头 { $head }：解码器的查询读取编码器的记忆。行是解码器的位置，列是源词元；颜色越深，权重越大。
tour-cross-question = 在预测“{ $word }”的那一行（它的输入是“{ $input }”）中，哪个源词元得到的权重最大？请点击它的单元格。
tour-cross-answer = “{ $key }”，权重 { $weight }。
tour-cross-why = 交叉注意力是输出回看输入的地方：产生一个词的查询往往读取它所翻译的源词（视图 13 评估每个头的对齐程度）。
tour-ablate-title = 关闭一个头
tour-ablate-text = 交叉注意力，解码器第 { $layer } 层，头 { $head }。干预会改变实时的前向传播：框出的按钮把这个头的输出置为零，并重新运行模型。
tour-ablate-question = 关闭这个头后，输出“{ $output }”会改变吗？
tour-ablate-same = 保持不变
tour-ablate-changes = 会改变
tour-ablate-answer-same = 输出仍是“{ $after }”；其对数概率从 { $was } 变为 { $now }。
tour-ablate-answer-changes = 输出变为“{ $after }”（原为“{ $before }”；对数概率原为 { $was }，现为 { $now }）。
tour-ablate-why = 这个头只是所在层 { $heads } 个头之一，残差连接承载着其余信息：单个头很少能决定输出。头扫描（视图 12）会逐一关闭每个头。
tour-output-title = 输出分布
tour-output-text = 在每个位置，解码器的最后一个向量经过一个线性层得到 { $vocab } 个 logits，再由 softmax 变成概率。在位置 0，概率最高的词元是“{ $token }”，概率为 { $prob }。
tour-greedy-title = 贪心解码
tour-greedy-text = 输出一次生成一个词元：解码器在已生成的内容上运行，把下一个词元接上，直到 <eos>。
tour-greedy-question = 在“{ $prefix }”之后，贪心解码会选哪个词元？请在该步的那一行中点击它。
tour-greedy-answer = “{ $token }”：logit { $logit }，概率 { $prob }，最高。
tour-greedy-why = 贪心解码总是选概率最高的词元，而且从不改变已做的选择。
tour-beam-title = 束搜索
tour-beam-text = 束搜索在每一步保留 { $beam } 个概率最高的部分输出，而不是只保留一个，并按带长度惩罚的对数概率为已完成的输出排序。
tour-beam-question = 束宽为 { $beam } 时，搜索会找到与贪心解码的“{ $greedy }”不同的输出吗？
tour-beam-same = 相同的输出
tour-beam-different = 不同的输出
tour-beam-answer-same = 相同：“{ $text }”，分数 { $score }。
tour-beam-answer-different = 不同：“{ $text }”，分数 { $score }，而贪心解码给出的是“{ $greedy }”。
tour-beam-why = 如果每一步概率最高的词元也通向概率最高的整体输出，两者就一致；当一个起初看似较差的选择通向更好的输出时，束搜索才显出价值。
tour-train-title = 训练你自己的模型
tour-train-text = 前面每个视图展示的都是为其任务训练好的模型。在这里，你可以在这个标签页中从零开始训练一个：选择任务，开始训练，看着损失下降、注意力成形。训练好的模型会加入模型选择器，每个视图都能在它上面运行。


## Figures: export and captions

figure-export-label = 导出此图
figure-export-svg = SVG
figure-export-png = PNG
figure-export-svg-label = 将此图下载为 SVG，内含其数值
figure-export-png-label = 将此图下载为 PNG 图像，尺寸加倍
figure-title = { $figure ->
    [cross] 交叉注意力
    [encoder-self] 编码器自注意力
    [decoder-self] 解码器自注意力（带掩码）
    [pe] 位置编码
    [pe-waves] 位置编码的正弦曲线
    [scan] 头的重要性：关闭每个头后对数概率的下降
   *[align] 每个头的对齐错误率（AER）
}
figure-title-score-table = 查询“{ $query }”的分数表
figure-caption-head = { $title }（模型 { $model }，输入“{ $input }”，第 { $layer } 层，头 { $head }；{ $edits ->
    [0] 无干预
   *[other] 干预：{ $list }
}）
figure-caption = { $title }（模型 { $model }，输入“{ $input }”；{ $edits ->
    [0] 无干预
   *[other] 干预：{ $list }
}）
figure-sublayer = { $stack ->
    [encoder] 编码器
   *[decoder] 解码器
} { $layer } { $kind ->
    [cross] 交叉
   *[self] 自
}
figure-head = 头 { $head }
figure-decoder-layer = 解码器第 { $layer } 层
figure-heads-averaged = 各头平均


## The paper's experiments

exp-title = 论文中的实验
exp-heading = 在此标签页中运行表 3
exp-explain = 论文在表 3 中论证其设计：一个头还是多个头（A）、更小的键（B）、深度与宽度（C）、dropout 与标签平滑（D）、以学习得到的位置代替正弦曲线（E），以及大模型。这里的每一行都是把论文的改动按论文自身的比例套用到本页的法语–英语模型上，在训练线程上用多个随机种子训练，每个线程一次运行，与 attend experiment table3 的训练完全相同；运行完成后表格随之填充。
exp-seeds = 每行的随机种子数
exp-steps = 基准行的步数
exp-run-all = 运行所有行
exp-run-row = 运行
exp-cancel = 取消
exp-status = 已完成 { $need } 次运行中的 { $have } 次；{ $running } 次正在运行，{ $queued } 次在等待，共 { $threads } 个线程。
exp-listing = 正在列出各行…
exp-cancelled = 已取消
exp-failed = 运行 { $run } 已停止：{ $reason }
exp-runs = { $count } 个种子
exp-change-base = 基准行
exp-change-learned = 学习得到的位置
exp-change-rounded = { $change }（由 { $exact } 取整）
exp-positions-sinusoids = 正弦曲线
exp-positions-learned = 学习得到
exp-table-heading = 表格
exp-table-explain = 每一行的设置（使用论文的符号），然后是它在留出集上的困惑度（按子词计）和 BLEU——各随机种子的平均值及其离散程度（标准差）——以及参数量；旁边是论文在 newstest2013 上的数字，以及该改动是否超出种子离散范围地像论文那样改变了 BLEU。
exp-col-row = 行
exp-col-changes = 改动
exp-col-positions = 位置
exp-col-steps = 步数
exp-col-ppl = PPL
exp-col-bleu = BLEU
exp-col-runs = 运行
exp-col-params = 参数量
exp-col-paper-ppl = 论文的 PPL
exp-col-paper-bleu = 论文的 BLEU
exp-col-paper-params = 论文的参数量（百万）
exp-col-moved = 与论文一致？
exp-moved-agrees = 一致
exp-moved-opposite = 相反
exp-moved-within-spread = 在离散范围内
exp-moved-moved-here = 仅此处改变
exp-says-agrees = 第 { $row } 行在这里使 BLEU 变化了 { $here }，在论文中变化了 { $paper }：方向相同。
exp-says-opposite = 第 { $row } 行在这里使 BLEU 变化了 { $here }，在论文中变化了 { $paper }：方向相反。
exp-says-within-spread = 第 { $row } 行在这里使 BLEU 变化了 { $here }，在其种子的离散范围之内；论文中变化了 { $paper }。
exp-says-moved-here = 第 { $row } 行在这里使 BLEU 变化了 { $here }，而论文中几乎不变（{ $paper }）。
exp-why-A = 头：玩具任务中的词一一对齐，所以几个窄的头就能找到每一个对齐。
exp-why-B = 键的大小：由更少数字算出的分数能区分的词更少，这里与论文相同。
exp-why-C = 深度与宽度：更大的模型在同样短的运行中要拟合的更多。
exp-why-D = dropout 与标签平滑：在短的运行中语法几乎不重复句子，可死记的很少，正则化主要是减慢学习。
exp-why-E = 位置：句子很短且长度反复出现，所以学习得到的位置表学得很快。
exp-why-big = 大模型：更宽、头更多、dropout 更多，步数是三倍。
exp-chart-heading = BLEU 与参数量
exp-chart-here = 这里：留出集 BLEU（fr-en）
exp-chart-paper = 论文：newstest2013 BLEU
exp-chart-x = 参数量（百万）
exp-export-json = 导出 JSON
exp-export-csv = 导出 CSV
exp-export-svg = 导出 SVG
exp-model-name = 表 3，第 { $row } 行（{ $changes }），种子 { $seed }
