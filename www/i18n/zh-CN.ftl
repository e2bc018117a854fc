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
facts = d_model { $d }，{ $heads } 个头，{ $enc }+{ $dec } 层，d_ff { $dff }，{ $design }，{ $parameters } 个参数，输入最多 { $max } 个词元
facts-post-ln = 后置层归一化（post-LN）
facts-separator = {"，"}
facts-pre-ln = 前置层归一化（pre-LN）
facts-unscaled = 嵌入未乘以 √d_model
facts-no-positional = 无位置编码
facts-no-causal-mask = 无因果掩码
facts-tied = 共享嵌入权重
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
error-no-such-model = 没有名为“{ $id }”的模型。
error-model-http = 无法下载模型“{ $name }”（HTTP { $status }）。
error-model-fetch = 无法下载模型“{ $name }”：{ $reason }
error-input = 模型无法接受此输入：{ $reason }
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
edits-changed = 此视图中 { $total } 个数里有 { $changed } 个与原始传播不同（最大差值 { $delta }）；变化的单元格已加框标出。
edits-unchanged = 此视图中 { $total } 个数都与原始传播相同；若有变化，单元格会加框标出。
edit-kind-ablate = { $stack }第 { $layer } 层，{ $sub }，第 { $head } 个头：已关闭
edit-kind-pattern = { $stack }第 { $layer } 层，{ $sub }，第 { $head } 个头：{ $pattern }
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
draw-tip-changed = { $tip }（原始传播：{ $was }，变化 { $delta }）
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
formula-factor = 学习率因子（论文中为 1）
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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

