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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel

train-title = 自己训练
train-heading = 在此标签页中训练一个 Transformer
train-explain = 选择一个任务并按“开始”：一个新模型被初始化，并像论文那样就在这里训练（Adam，β₂ = 0.98；先预热，再按平方根倒数衰减的学习率；标签平滑；在任务配方保留的地方使用 dropout；梯度裁剪阈值为 1），按上方后端设置在 WebGPU 或 CPU 上运行。每隔一段时间会在留出集的样例上评估；随时可以暂停。训练好的模型会加入模型选择器，整个讲解都能在它上面运行，并保存在此浏览器中。
train-setting-task = 任务
train-setting-preset = 模型大小
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
train-value-preset-tiny = 微型（d 32，2+2 层）
train-value-preset-small = 小型（d 128，3+3 层）
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
train-look-norm-first = pre-LN 让残差流保持未归一化，并在每个子层之前做一次归一化，使梯度能直接到达前面的层；比较各自损失下降的早晚以及梯度范数。
train-look-scale-embeddings = 没有缩放时，嵌入（初始化时很小）会被与之相加的位置编码压过；比较各次运行开始学习的快慢。
train-look-positional-encoding = 没有位置编码，注意力把词元看作一个集合：没有什么告诉模型一个字母位于何处，所以像 reverse 这样依赖顺序的任务无法学会，也不会形成反对角线。
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
train-change-norm-first-true = pre-LN
train-change-scale-embeddings-false = 嵌入不乘以 sqrt(d_model)
train-change-positional-encoding-false = 无位置编码
train-change-causal-mask-false = 无因果掩码
train-change-tie-weights-true = 绑定嵌入
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
train-link-model = 模型把“{ $target }”对齐到“{ $source }”
train-link-true = 真实对齐：“{ $target }”译自“{ $source }”
train-notes-separator = {"；"}
train-head = 头 { $head }
train-tip-weight = 头 { $head }：“{ $target }” → “{ $source }”：{ $weight }
train-tip-weight-run = { $run }，头 { $head }：“{ $target }” → “{ $source }”：{ $weight }
train-legend-model = 每个头的对齐：每个输出词最受关注的源词，子词合并为词（每行按它所预测的词标记）
train-legend-true = 构造此句对时所用的真实对齐
train-attention-heading = 学习中的交叉注意力
train-attention-explain = 解码器最后一层在第一个留出样例上的交叉注意力，喂入正确答案（教师强制），每次评估时刷新。在 reverse 任务上，随着每个输出位置学会读取其镜像位置的输入，会出现一条反对角线。
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
train-snapshots = 每次评估时的权重都会保留（目前 { $kept } 份；最多 { $most } 份或 { $mib } MiB，超过后每隔一份舍弃一份）：在讲解中，顶部的“训练步”滑块会把每个视图（包括热力图）切换到模型当时的状态。看看注意力模式如何形成。


## The tour


## Figures: export and captions

