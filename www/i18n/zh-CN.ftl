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


## The tour

tour-button = 导览
tour-button-resume = 继续导览
tour-progress = 导览：第 { $n } 张，共 { $total } 张
tour-predict = 请预测：
tour-hint-figure = 在框出的图中点击您的答案（或聚焦一个单元格后按回车键），也可以在这里选择：
tour-hint-choose = 请选择您的答案：
tour-choices = 答案
tour-working = 模型正在计算…
tour-right = 答对了。
tour-wrong = 不太对。
tour-back = ← 上一张
tour-next = 下一张 →
tour-finish = 完成
tour-end = 退出导览
tour-failed = 无法计算答案：{ $reason }
tour-dimension = 第 { $dim } 维
tour-tokens-title = 词元
tour-tokens-text = 模型读的是数字，不是字母：“{ $text }”被切分为 { $count } 个词元（含填充），每个词元变成它在词表中的编号。
tour-embed-title = 嵌入及其缩放
tour-embed-text = 每个编号选中一张学习得到的表中的一行：每个词元 { $d } 个数，以彩色方格显示。它们乘以 √d_model = { $scale }，以免被随后加上的位置编码淹没。
tour-pe-title = 位置编码
tour-pe-text = 注意力本身不知道词序，因此每个位置都加上一个固定的波形模式。行是位置，列是 { $d } 个维度。
tour-pe-question = 从一个位置到下一个位置，哪一维（列）变化最快？
tour-pe-answer = 第 { $dim } 维：在这个输入的 { $positions } 个位置上，它总共变化了 { $moved }，比其他任何一维都多。
tour-pe-why = 第 0 维和第 1 维是波长为 2π 的正弦和余弦，波长最短；之后每一对的波长都更长，直到 10000·2π，所以右边的列几乎不变。
tour-scores-title = 一个头：查询、键和分数
tour-scores-text = 编码器第 0 层，第 0 个头。每个词元的向量分别乘以 W_Q、W_K 和 W_V，得到各含 { $dk } 个数的查询、键和值。表格用点积 q·k 给“{ $query }”的查询与每个键打分。
tour-scores-question = 对“{ $query }”的查询，哪个键的分数会最高？请根据上方的查询和键判断，然后点击表格中它所在的行；回答后数字才会显示。
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
tour-addnorm-title = Add & Norm
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
tour-cross-text = 解码器第 { $layer } 层，第 { $head } 个头：解码器的查询读取编码器的记忆。行是解码器的位置，列是源词元；颜色越深，权重越大。
tour-cross-question = 在预测“{ $word }”的那一行（它的输入是“{ $input }”）中，哪个源词元得到的权重最大？请点击它的单元格。
tour-cross-answer = “{ $key }”，权重 { $weight }。
tour-cross-why = 交叉注意力是输出回看输入的地方：产生一个词的查询往往读取它所翻译的源词（视图 13 评估每个头的对齐程度）。
tour-ablate-title = 关闭一个头
tour-ablate-text = 交叉注意力，解码器第 { $layer } 层，第 { $head } 个头。干预会改变实时的前向计算：框出的按钮把这个头的输出置为零，并重新运行模型。
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
tour-train-title = 训练您自己的模型
tour-train-text = 前面每个视图展示的都是为其任务训练好的模型。在这里，您可以在这个标签页中从零开始训练一个：选择任务，开始训练，看着损失下降、注意力成形。训练好的模型会加入模型选择器，每个视图都能在它上面运行。


## Figures: export and captions

