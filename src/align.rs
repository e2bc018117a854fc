//! Word alignment from cross-attention, scored by the alignment error rate (AER).
//!
//! A translation model's cross-attention says, for each target position, how much it reads each
//! source position. Reading each target word's most-attended source word as its alignment gives
//! a word alignment, which the built-in translation task can score: each of its pairs carries
//! the true alignment it was built with ([`crate::data::tasks::Aligned`]).
//!
//! **AER** (Och and Ney, "A Systematic Comparison of Various Statistical Alignment Models",
//! 2003): with A the predicted links, S the sure links and P the possible ones (S ⊆ P),
//! `AER = 1 - (|A ∩ S| + |A ∩ P|) / (|A| + |S|)`. The task's alignments are all sure (P = S),
//! so `AER = 1 - 2 |A ∩ S| / (|A| + |S|)`: one minus the F1 of the links. When there is
//! nothing to align and nothing is predicted (`|A| + |S| = 0`) the AER is 0: no link is wrong or
//! missing. A corpus's AER sums |A|, |S| and |A ∩ S| over its sentences first ([`Counts`]), as
//! the literature does, rather than averaging each sentence's AER.
//!
//! **The model's alignment** of one pair, per decoder layer and head ([`cross_attention`]):
//! - one teacher-forced forward pass on the source and the reference target, traced; each
//!   decoder layer's `cross_attn.weights` is `[heads, target positions, source positions]`;
//! - the decoder's input is the target shifted right by `<bos>`, so query row `t` is the one
//!   that predicts target token `t` (row 0 reads `<bos>` and predicts the first token): that row
//!   is target token `t`'s attention. The row that predicts `<eos>`, and `<bos>`, `<eos>` and
//!   `<pad>` anywhere, belong to no word and are left out;
//! - byte-pair pieces are grouped back into words (the words between spaces, as the true
//!   alignment counts them): a source word's weight is the sum over its pieces, the attention
//!   the word receives as a whole; a target word's row is the mean over its pieces' rows, so a
//!   word cut into three pieces counts no more than a word of one;
//! - each target word links to its most-attended source word (the first of equal ones).
//!
//! The head average of a layer is the mean of its heads' word attentions (the same as averaging
//! the heads' weights first: grouping is linear). [`aer_table`] scores every head and every
//! layer's average over a set of pairs.

use std::collections::BTreeSet;

use ndarray::{Array2, ArrayView2, Axis};
use serde::{Deserialize, Serialize};

use crate::backend::tensor::Tensor;
use crate::backend::Backend;
use crate::data::bpe;
use crate::data::tasks::Aligned;
use crate::data::{Kind, Vocab, Vocabs};
use crate::error::{Error, Result};
use crate::model::{Batch, Config, Pass, Transformer};
use crate::trace::{Names, Trace};

/// One link of a word alignment: (target word, source word), 0-based indices of the words
/// between spaces.
pub type Link = (usize, usize);

/// What AER is computed from: the predicted links |A|, the sure links |S| and the predicted links
/// that are sure |A ∩ S|. Counts of several sentences add up to the corpus's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub predicted: usize,
    pub sure: usize,
    pub matched: usize,
}

impl Counts {
    /// The counts of one sentence; each list is a set (a repeated link counts once).
    pub fn of(predicted: &[Link], sure: &[Link]) -> Counts {
        let predicted: BTreeSet<Link> = predicted.iter().copied().collect();
        let sure: BTreeSet<Link> = sure.iter().copied().collect();
        Counts {
            predicted: predicted.len(),
            sure: sure.len(),
            matched: predicted.intersection(&sure).count(),
        }
    }

    /// Adds another sentence's counts.
    pub fn add(&mut self, other: Counts) {
        self.predicted += other.predicted;
        self.sure += other.sure;
        self.matched += other.matched;
    }

    /// `1 - 2 |A ∩ S| / (|A| + |S|)`, and 0 when there are no links at all (see the module's
    /// documentation).
    pub fn aer(&self) -> f64 {
        let links = self.predicted + self.sure;
        if links == 0 {
            return 0.0;
        }
        1.0 - 2.0 * self.matched as f64 / links as f64
    }
}

/// The AER of `predicted` links against `sure` ones, for one sentence.
pub fn aer(predicted: &[Link], sure: &[Link]) -> f64 {
    Counts::of(predicted, sure).aer()
}

/// The links of a true alignment given as `alignment[e]` = the source words of target word `e`
/// (the form of [`Aligned::alignment`]).
pub fn sure_links(alignment: &[Vec<usize>]) -> Vec<Link> {
    alignment
        .iter()
        .enumerate()
        .flat_map(|(e, sources)| sources.iter().map(move |&f| (e, f)))
        .collect()
}

/// The word each token belongs to (0-based, counting the words between spaces): `None` for the
/// ids in `special` (`<pad>`, `<bos>`, `<eos>`) and for a character vocabulary's white space.
/// A byte-pair piece ending in `@@` continues its word into the next piece; a SentencePiece
/// piece starting with `▁` starts a word; a word vocabulary's tokens are words; a character
/// vocabulary's word runs to the next white space.
pub fn words_of_tokens(vocab: &Vocab, ids: &[u32], special: &[u32]) -> Vec<Option<usize>> {
    let mut words = Vec::with_capacity(ids.len());
    let mut count = 0; // words started so far
    let mut open = false; // whether the last token's word goes on into the next token
    for &id in ids {
        let token = vocab.token(id);
        let space = vocab.kind == Kind::Char && token.chars().all(char::is_whitespace);
        if special.contains(&id) || space {
            words.push(None);
            open = false;
            continue;
        }
        // A SentencePiece piece starting with ▁ starts a word; others continue the last one.
        let starts = !open || (vocab.kind == Kind::SentencePiece && token.starts_with('▁'));
        if starts {
            count += 1;
        }
        words.push(Some(count - 1));
        open = match vocab.kind {
            Kind::Char | Kind::SentencePiece => true,
            Kind::Word => false,
            Kind::Bpe => token.ends_with(bpe::SEPARATOR),
        };
    }
    words
}

/// The number of words a token-to-word map covers.
fn word_count(words: &[Option<usize>]) -> usize {
    words.iter().flatten().max().map_or(0, |&last| last + 1)
}

/// Token attention to word attention. `weights` is `[T rows, S pieces]`; `rows[t]` is the target
/// word of row `t` and `cols[s]` the source word of piece `s` (`None`: part of no word). Returns
/// `[T words, S words]`: a source word's weight is the sum over its pieces, a target word's row
/// the mean of its pieces' rows.
pub fn word_attention(
    weights: ArrayView2<f32>,
    rows: &[Option<usize>],
    cols: &[Option<usize>],
) -> Array2<f64> {
    assert_eq!(
        weights.dim(),
        (rows.len(), cols.len()),
        "one word per row and column"
    );
    let mut words = Array2::<f64>::zeros((word_count(rows), word_count(cols)));
    let mut pieces = vec![0usize; word_count(rows)]; // rows summed into each target word
    for (row, &e) in weights.outer_iter().zip(rows) {
        let Some(e) = e else { continue };
        pieces[e] += 1;
        for (&w, &f) in row.iter().zip(cols) {
            if let Some(f) = f {
                words[[e, f]] += f64::from(w);
            }
        }
    }
    for (mut row, &n) in words.outer_iter_mut().zip(&pieces) {
        row /= n.max(1) as f64;
    }
    words
}

/// Each target word's most-attended source word, from `[T words, S words]` (the first of equal
/// ones; an empty list when there are no source words).
pub fn most_attended(words: ArrayView2<f64>) -> Vec<usize> {
    if words.ncols() == 0 {
        return Vec::new();
    }
    words
        .outer_iter()
        .map(|row| {
            let mut best = 0;
            for (f, &w) in row.iter().enumerate() {
                if w > row[best] {
                    best = f;
                }
            }
            best
        })
        .collect()
}

/// The links of [`most_attended`]'s choice: target word `e` with `choice[e]`.
pub fn links(choice: &[usize]) -> Vec<Link> {
    choice.iter().copied().enumerate().collect()
}

/// One pair's cross-attention with the words of its rows and columns: everything alignment
/// needs from a forward pass.
#[derive(Clone, Debug, PartialEq)]
pub struct SentenceAttention {
    /// Each decoder layer's cross-attention weights, `[H, T rows, S pieces]`; row `t` is the
    /// query that predicts target token `t`.
    pub layers: Vec<Tensor>,
    /// The target word of each row (`None`: the row predicts `<eos>`).
    pub rows: Vec<Option<usize>>,
    /// The source word of each source piece.
    pub cols: Vec<Option<usize>>,
}

impl SentenceAttention {
    /// The heads per layer.
    pub fn heads(&self) -> usize {
        self.layers.first().map_or(0, |w| w.shape()[0])
    }

    /// Head `head` of layer `layer` as word attention, `[T words, S words]`.
    pub fn head_words(&self, layer: usize, head: usize) -> Array2<f64> {
        let weights = self.layers[layer].index_axis(Axis(0), head); // [T, S]
        let weights = weights
            .into_dimensionality::<ndarray::Ix2>()
            .expect("a head's weights are [T, S]");
        word_attention(weights, &self.rows, &self.cols)
    }

    /// Layer `layer`'s heads averaged, as word attention, `[T words, S words]`.
    pub fn layer_mean_words(&self, layer: usize) -> Array2<f64> {
        let heads = self.heads();
        let mut sum = self.head_words(layer, 0);
        for head in 1..heads {
            sum += &self.head_words(layer, head);
        }
        sum / heads as f64
    }

    /// Each head's alignment, `[layer][head][target word]` = the source word it links to.
    pub fn head_choices(&self) -> Vec<Vec<Vec<usize>>> {
        (0..self.layers.len())
            .map(|l| {
                (0..self.heads())
                    .map(|h| most_attended(self.head_words(l, h).view()))
                    .collect()
            })
            .collect()
    }

    /// Each layer's head-averaged alignment, `[layer][target word]`.
    pub fn layer_mean_choices(&self) -> Vec<Vec<usize>> {
        (0..self.layers.len())
            .map(|l| most_attended(self.layer_mean_words(l).view()))
            .collect()
    }
}

/// The teacher-forced cross-attention of `model` on source ids `src` and target ids `tgt`
/// (neither with `<bos>` or `<eos>`): one traced forward pass on `src` and `<bos> tgt`.
pub fn cross_attention<B: Backend>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    src: &[u32],
    tgt: &[u32],
) -> Result<SentenceAttention> {
    let tgt_in = [&[model.config.bos_id], tgt].concat(); // row t reads tgt_in[t], predicts tgt[t]
    let mut pass = Pass::traced(b);
    model.forward(&mut pass, &Batch::single(src)?, &Batch::single(&tgt_in)?)?;
    let trace = pass.into_trace()?;
    from_trace(&model.names, &model.config, vocabs, &trace, src, &tgt_in)
}

/// The cross-attention of a traced pass of one sentence (batch 1) on source ids `src` and the
/// decoder's input `tgt_in` (`<bos>` first), read from its `trace`: row `t` belongs to the word
/// of `tgt_in[t + 1]`, the token it predicts, and the last row (which predicts `<eos>` when the
/// target is complete) to none. This is how [`cross_attention`] reads its own pass, and how the
/// page reads the pass of its run (the greedy output shifted right).
pub fn from_trace(
    names: &Names,
    config: &Config,
    vocabs: &Vocabs,
    trace: &Trace,
    src: &[u32],
    tgt_in: &[u32],
) -> Result<SentenceAttention> {
    let special = [config.pad_id, config.bos_id, config.eos_id];
    let layers = names
        .decoder
        .layers
        .iter()
        .map(|layer| {
            let name = &layer.cross_attn.weights;
            let weights = trace
                .get(name)
                .ok_or_else(|| Error::Input(format!("the trace has no {name}")))?;
            Ok(weights.index_axis(Axis(0), 0).to_owned()) // [1, H, T, S] -> [H, T, S]
        })
        .collect::<Result<Vec<Tensor>>>()?;
    let mut rows = words_of_tokens(&vocabs.tgt, tgt_in.get(1..).unwrap_or_default(), &special);
    rows.push(None);
    Ok(SentenceAttention {
        layers,
        rows,
        cols: words_of_tokens(&vocabs.src, src, &special),
    })
}

/// One sentence's word alignment as the page draws it over the cross-attention of its tokens.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Alignment {
    /// The target word of each query row (`None`: part of no word).
    pub rows: Vec<Option<usize>>,
    /// The source word of each source token.
    pub cols: Vec<Option<usize>>,
    /// `heads[layer][head][target word]`: the source word that head links it to.
    pub heads: Vec<Vec<Vec<usize>>>,
    /// `layer_mean[layer][target word]`: the same for the layer's heads averaged.
    pub layer_mean: Vec<Vec<usize>>,
}

impl SentenceAttention {
    /// Every head's alignment and every layer's head-averaged one, with the words of the rows
    /// and columns they are drawn over.
    pub fn alignment(&self) -> Alignment {
        Alignment {
            rows: self.rows.clone(),
            cols: self.cols.clone(),
            heads: self.head_choices(),
            layer_mean: self.layer_mean_choices(),
        }
    }
}

/// The AER of every head, and of every layer's head average, over a set of pairs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AerTable {
    /// Decoder layers.
    pub layers: usize,
    /// Heads per layer.
    pub heads: usize,
    /// `aer[layer][head]`: the corpus AER of that head's alignment.
    pub aer: Vec<Vec<f64>>,
    /// `layer_mean_aer[layer]`: the corpus AER of the alignment from the layer's heads averaged.
    pub layer_mean_aer: Vec<f64>,
    /// The head of lowest AER (the first such, in layer then head order).
    pub best: BestHead,
    /// Sentences scored.
    pub sentences: usize,
    /// Their sure links |S|, summed.
    pub sure_links: usize,
    /// Their predicted links |A| per head, summed: one per target word.
    pub predicted_links: usize,
}

/// A head and its AER.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestHead {
    pub layer: usize,
    pub head: usize,
    pub aer: f64,
}

/// Scores every head and every layer's head average on `sentences`, each its cross-attention and
/// its sure links; corpus counts, as AER is defined. At least one sentence, all of one shape.
pub fn aer_table(sentences: &[(SentenceAttention, Vec<Link>)]) -> Result<AerTable> {
    let first = &sentences
        .first()
        .ok_or_else(|| Error::Input("an AER table needs at least one sentence".into()))?
        .0;
    let (layers, heads) = (first.layers.len(), first.heads());
    if layers == 0 || heads == 0 {
        return Err(Error::Input("an AER table needs a layer and a head".into()));
    }
    let mut per_head = vec![vec![Counts::default(); heads]; layers];
    let mut per_layer = vec![Counts::default(); layers];
    for (attention, sure) in sentences {
        let shape = [heads, attention.rows.len(), attention.cols.len()];
        if attention.layers.len() != layers || attention.layers.iter().any(|w| w.shape() != shape) {
            return Err(Error::Input(format!(
                "every sentence needs {layers} layers of {heads} heads, each [heads, rows, \
                 columns] with a word (or none) for every row and column"
            )));
        }
        for (l, choices) in attention.head_choices().iter().enumerate() {
            for (h, choice) in choices.iter().enumerate() {
                per_head[l][h].add(Counts::of(&links(choice), sure));
            }
        }
        for (l, choice) in attention.layer_mean_choices().iter().enumerate() {
            per_layer[l].add(Counts::of(&links(choice), sure));
        }
    }
    let aer: Vec<Vec<f64>> = per_head
        .iter()
        .map(|row| row.iter().map(Counts::aer).collect())
        .collect();
    let mut best = BestHead {
        layer: 0,
        head: 0,
        aer: aer[0][0],
    };
    for (layer, row) in aer.iter().enumerate() {
        for (head, &a) in row.iter().enumerate() {
            if a < best.aer {
                best = BestHead {
                    layer,
                    head,
                    aer: a,
                };
            }
        }
    }
    Ok(AerTable {
        layers,
        heads,
        layer_mean_aer: per_layer.iter().map(Counts::aer).collect(),
        best,
        sentences: sentences.len(),
        // Every head is scored on the same sure links, and predicts one link a target word.
        sure_links: per_head[0][0].sure,
        predicted_links: per_head[0][0].predicted,
        aer,
    })
}

/// The [`AerTable`] of `model` on `examples` with their true alignments (a task's
/// [`crate::data::tasks::Task::aligned_test_set`]), one traced forward pass each.
pub fn evaluate<B: Backend>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    examples: &[Aligned],
) -> Result<AerTable> {
    let mut sentences = Vec::with_capacity(examples.len());
    for a in examples {
        let (src, tgt) = (&a.example.src, &a.example.tgt);
        let attention = cross_attention(
            b,
            model,
            vocabs,
            &vocabs.src.encode(src)?,
            &vocabs.tgt.encode(tgt)?,
        )?;
        sentences.push(scored(attention, a)?);
    }
    aer_table(&sentences)
}

/// `attention`, the cross-attention of the pair `a`, with the sure links it is scored against;
/// an error when the alignment does not fit the pair's words.
pub fn scored(attention: SentenceAttention, a: &Aligned) -> Result<(SentenceAttention, Vec<Link>)> {
    let (src, tgt) = (&a.example.src, &a.example.tgt);
    let (src_words, tgt_words) = (word_count(&attention.cols), word_count(&attention.rows));
    let in_range = a.alignment.iter().flatten().all(|&f| f < src_words);
    if a.alignment.len() != tgt_words || !in_range {
        return Err(Error::Input(format!(
            "the alignment of {src:?} -> {tgt:?} does not fit its {src_words} source and \
             {tgt_words} target words"
        )));
    }
    Ok((attention, sure_links(&a.alignment)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn a_perfect_alignment_has_aer_zero() {
        let sure = [(0, 0), (1, 2), (2, 1)];
        assert_eq!(aer(&sure, &sure), 0.0);
    }

    #[test]
    fn an_empty_prediction_has_aer_one_and_nothing_at_all_has_aer_zero() {
        assert_eq!(aer(&[], &[(0, 0), (1, 1)]), 1.0);
        assert_eq!(aer(&[], &[]), 0.0);
        assert_eq!(Counts::default().aer(), 0.0);
    }

    #[test]
    fn all_wrong_has_aer_one() {
        assert_eq!(aer(&[(0, 1), (1, 0)], &[(0, 0), (1, 1)]), 1.0);
    }

    #[test]
    fn a_partial_alignment_worked_by_hand() {
        // "not" aligns with both "ne" and "pas": S = {(0,0), (1,1), (2,1), (2,3), (3,2)}, 5 links.
        // The argmax predicts one source word per target word, A = {(0,0), (1,1), (2,3), (3,1)}:
        // 3 of them sure. AER = 1 - 2*3 / (4 + 5) = 1 - 6/9 = 1/3.
        let sure = [(0, 0), (1, 1), (2, 1), (2, 3), (3, 2)];
        let predicted = [(0, 0), (1, 1), (2, 3), (3, 1)];
        assert_eq!(
            Counts::of(&predicted, &sure),
            Counts {
                predicted: 4,
                sure: 5,
                matched: 3
            }
        );
        assert!((aer(&predicted, &sure) - 1.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn a_corpus_sums_counts_rather_than_averaging_sentences() {
        // Sentence 1: 1 link, right (AER 0). Sentence 2: 3 links, all wrong (AER 1).
        // Sum: |A| = 4, |S| = 4, |A ∩ S| = 1: AER = 1 - 2/8 = 0.75, not the mean 0.5.
        let mut total = Counts::of(&[(0, 0)], &[(0, 0)]);
        total.add(Counts::of(
            &[(0, 1), (1, 2), (2, 0)],
            &[(0, 0), (1, 1), (2, 2)],
        ));
        assert!((total.aer() - 0.75).abs() < 1e-12);
    }

    #[test]
    fn sure_links_list_each_target_words_sources() {
        assert_eq!(
            sure_links(&[vec![0], vec![1, 3], vec![2]]),
            [(0, 0), (1, 1), (1, 3), (2, 2)]
        );
    }

    #[test]
    fn pieces_group_into_words_and_specials_into_none() {
        let codes = bpe::Codes::from_merges(["c h", "ch a", "t s"]).unwrap();
        let tokens = [
            "<pad>", "<bos>", "<eos>", "<unk>", "cha@@", "t", "ts", "le", "l@@", "e",
        ];
        let vocab = Vocab::bpe(codes, tokens.map(String::from).to_vec()).unwrap();
        // "<bos> le cha@@ t l@@ e ts <eos>"
        let ids = [1, 7, 4, 5, 8, 9, 6, 2];
        assert_eq!(
            words_of_tokens(&vocab, &ids, &[0, 1, 2]),
            [
                None,
                Some(0),
                Some(1),
                Some(1),
                Some(2),
                Some(2),
                Some(3),
                None
            ]
        );
        let chars = Vocab::new(
            Kind::Char,
            ["<pad>", "a", " ", "b"].map(String::from).to_vec(),
        );
        assert_eq!(
            words_of_tokens(&chars.unwrap(), &[1, 1, 2, 3, 2, 2, 1], &[0]),
            [Some(0), Some(0), None, Some(1), None, None, Some(2)]
        );
    }

    #[test]
    fn word_attention_sums_source_pieces_and_averages_target_pieces() {
        // Rows: target word 0 has two pieces, then the <eos> row. Columns: source word 0 is
        // pieces 0 and 1, word 1 is piece 2.
        let weights = array![[0.1f32, 0.2, 0.7], [0.5, 0.3, 0.2], [0.0, 0.0, 1.0]];
        let words = word_attention(
            weights.view(),
            &[Some(0), Some(0), None],
            &[Some(0), Some(0), Some(1)],
        );
        // Word 0's rows as words: [0.3, 0.7] and [0.8, 0.2]; their mean [0.55, 0.45].
        assert_eq!(words.dim(), (1, 2));
        assert!((words[[0, 0]] - 0.55).abs() < 1e-6 && (words[[0, 1]] - 0.45).abs() < 1e-6);
        assert_eq!(most_attended(words.view()), [0]);
    }

    #[test]
    fn the_first_of_equal_weights_wins() {
        assert_eq!(most_attended(array![[0.5, 0.5], [0.2, 0.8]].view()), [0, 1]);
    }

    #[test]
    fn a_runs_trace_gives_each_predicted_word_its_links() {
        // A word vocabulary; the decoder's input is <bos> a b, so its rows predict a, b and
        // (the last) <eos>. The source is "c a" and a <pad>.
        let tokens = ["<pad>", "<bos>", "<eos>", "<unk>", "a", "b", "c"];
        let vocab = Vocab::new(Kind::Word, tokens.map(String::from).to_vec()).unwrap();
        let vocabs = Vocabs {
            src: vocab.clone(),
            tgt: vocab,
        };
        let names = Names::new(0, 1, false);
        let weights = Tensor::from_shape_vec(
            ndarray::IxDyn(&[1, 1, 3, 3]),
            vec![0.1, 0.8, 0.1, 0.7, 0.2, 0.1, 0.5, 0.5, 0.0],
        )
        .unwrap();
        let mut trace = Trace::default();
        let config = Config::default();
        let (src, tgt_in) = ([6, 4, 0], [1, 4, 5]);
        assert!(
            from_trace(&names, &config, &vocabs, &trace, &src, &tgt_in).is_err(),
            "a trace without the layer's weights"
        );
        trace.insert(names.decoder.layers[0].cross_attn.weights.clone(), weights);
        let attention = from_trace(&names, &config, &vocabs, &trace, &src, &tgt_in).unwrap();
        assert_eq!(
            attention.alignment(),
            Alignment {
                rows: vec![Some(0), Some(1), None],
                cols: vec![Some(0), Some(1), None],
                heads: vec![vec![vec![1, 0]]],
                layer_mean: vec![vec![1, 0]],
            }
        );
    }

    #[test]
    fn the_table_scores_heads_and_head_averages() {
        // One layer of two heads on a sentence of two words each way, one piece a word.
        // Head 0 attends the diagonal (right), head 1 the anti-diagonal (wrong); their average
        // is 0.6 vs 0.4 towards the diagonal.
        let weights = Tensor::from_shape_vec(
            ndarray::IxDyn(&[2, 3, 2]),
            vec![
                0.9, 0.1, 0.1, 0.9, 0.5, 0.5, // head 0; the last row predicts <eos>
                0.3, 0.7, 0.7, 0.3, 0.5, 0.5, // head 1
            ],
        )
        .unwrap();
        let sentence = SentenceAttention {
            layers: vec![weights],
            rows: vec![Some(0), Some(1), None],
            cols: vec![Some(0), Some(1)],
        };
        let mut short = sentence.clone();
        short.rows.pop();
        assert!(
            aer_table(&[(short, vec![])]).is_err(),
            "a row without its word"
        );
        let table = aer_table(&[(sentence, vec![(0, 0), (1, 1)])]).unwrap();
        assert_eq!((table.layers, table.heads), (1, 2));
        assert_eq!(table.aer, [[0.0, 1.0]]);
        assert_eq!(table.layer_mean_aer, [0.0]);
        assert_eq!(
            table.best,
            BestHead {
                layer: 0,
                head: 0,
                aer: 0.0
            }
        );
        assert_eq!(
            (table.sentences, table.sure_links, table.predicted_links),
            (1, 2, 2)
        );
        assert!(aer_table(&[]).is_err());
    }
}
