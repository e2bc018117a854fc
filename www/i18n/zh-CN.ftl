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
figure-caption-head = { $title }（模型 { $model }，输入“{ $input }”，第 { $layer } 层，第 { $head } 个头；{ $edits ->
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

