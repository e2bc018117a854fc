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

## The diagram and what every view shares


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

common-picker-stack = 堆栈
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
input-decoder-explain = 解码器一次生成一个词元。它读取到目前为止的输出，并整体右移一位：最前面是 <bos>，因此位置 t 预测的是第 t + 1 个词元。下面的计算使用模型自己生成的输出（贪心解码），一次性输入。
input-tip-decoder = 解码器位置 { $position }：“{ $token }”的 id 是 { $id }
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
pe-none = 这个模型训练时没有使用位置编码：它的嵌入上什么也没有加（下面的 PE 全为零），因此每个堆栈都把自己的词元看成一个集合，无法分辨它们的顺序。再往下的波形是论文所加的那些。
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
attention-edit-head = 如果第 { $head } 个头
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
        [decoder] 解码器第 { $layer } 层，第 { $head } 个头。这是解码器的掩码自注意力：一个词元只能看它自己和它前面的词元。
       *[encoder] 编码器第 { $layer } 层，第 { $head } 个头。
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
multihead-head = 第 { $head } 个头
multihead-switch-off = 关闭
multihead-tip-weight = 第 { $head } 个头：{ $query } → { $key }：{ $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = 拼接，再用 W_O 混合
multihead-concat-explain = 各个头的输出并排拼在一起（{ $h } × { $dk } = { $d } 列），再乘以另一个学习得到的矩阵 W_O（{ $d } × { $d }），把各个头找到的信息混合起来。结果就是注意力子层的输出：每个词元一个 { $d } 维向量。
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = 第 { $head } 个头，{ $token }，第 { $col } 列：{ $value }
multihead-op-wo = × W_O =
multihead-output-title = 注意力输出
multihead-tip-out = 输出[{ $token }][{ $dim }] = { $value }

addnorm-title = 残差相加与层归一化（Add & Norm）
addnorm-stats-mean = LayerNorm：减去均值
addnorm-stats-std = ，除以标准差
addnorm-stats-rest = ，再乘以学习得到的增益 γ、加上偏置 β：
addnorm-pre-ln = 这个模型是 pre-LN（norm_first）：子层读取 LayerNorm(x)，它的输出加到未经改变的 x 上，即 x + Sublayer(LayerNorm(x))。数据流 x 保持自己的尺度；归一化只为子层提供输入。
addnorm-post-ln = 这个模型是 post-LN，与论文相同：LayerNorm(x + Sublayer(x))。残差连接把子层的输出加到它的输入上，使信息和梯度能直接穿过整个堆栈；随后层归一化把每个词元的向量重新缩放到均值 0、方差 1（再乘以学习得到的增益、加上偏置）。
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

encoder-title = 编码器堆栈
encoder-heading = { $layers } 个相同的层
encoder-explain = 每个编码器层先是自注意力，然后是前馈网络，两者都包在 Add & Norm 之中；一层的输出就是下一层的输入，始终是每个词元一个 { $d } 维向量。最后的输出就是记忆（memory）：解码器中每个交叉注意力读取的键和值。全部使用同一个色标；每一层旁边是它在各个头上取平均的注意力。
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
    }（第 { $layer } 层，第 { $head } 个头）
decoder-self-causal = 对角线以上的分数在 softmax 之前被设为 −∞，因此它们的权重恰好为 0：
decoder-self-not-causal = 这个模型没有隐藏对角线以上的任何内容：每个位置都可以关注它之后的词元。
decoder-tip-weight = { $query } → { $key }：{ $value }
decoder-cross-heading = 交叉注意力（第 { $layer } 层，第 { $head } 个头）
decoder-cross-explain = 查询来自解码器；键和值来自编码器的记忆。输出正是在这里回看输入：对每个输出位置，看它读取了哪些源词元。
decoder-score-table = 解码器位置 { $position }（“{ $token }”）对记忆的分数表：

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

