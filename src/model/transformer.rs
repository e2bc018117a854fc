//! The whole encoder-decoder (paper, figure 1): embeddings + positional encoding, the encoder
//! stack, the decoder stack, and the generator that turns decoder outputs into logits.

use std::collections::BTreeMap;

use super::attention::KeysValues;
use super::batch::Batch;
use super::config::Config;
use super::decoder::{DecoderCache, DecoderLayer};
use super::encoder::{EncoderCache, EncoderLayer};
use super::grads::Grads;
use super::layer_norm::LayerNorm;
use super::linear::Linear;
use super::params::{
    by_name, pack, Export, Grouped, HostParams, Init, Load, Named, ParamSpec, Path, Specs, Visitor,
};
use super::pass::Pass;
use super::positional::positional_encoding;
use crate::backend::tensor::Tensor;
use crate::backend::{AttentionMask, Backend, Cpu, Train};
use crate::error::{Error, Result};
use crate::trace::{EmbeddingNames, Names};

/// An encoder-decoder Transformer whose parameters live on backend `B`. Its gradient (see
/// [`Transformer::backward`]) has the same shape.
#[derive(Clone)]
pub struct Transformer<B: Backend> {
    pub config: Config,
    /// `[src_vocab, D]`
    pub src_embed: B::Tensor,
    /// `[tgt_vocab, D]`; unused (empty) with [`Config::tie_weights`]: read
    /// [`Transformer::tgt_table`].
    pub tgt_embed: B::Tensor,
    /// `[max_len, D]`, fixed (not trained): the sinusoids; empty with
    /// [`Config::learned_positions`].
    pe: B::Tensor,
    /// `[max_len, D]` each, trained: the source's and the target's positions with
    /// [`Config::learned_positions`]; empty otherwise.
    pub src_pos: B::Tensor,
    pub tgt_pos: B::Tensor,
    pub encoder: Vec<EncoderLayer<B>>,
    pub encoder_norm: Option<LayerNorm<B>>,
    pub decoder: Vec<DecoderLayer<B>>,
    pub decoder_norm: Option<LayerNorm<B>>,
    /// `[tgt_vocab, D]` and `[tgt_vocab]`: the final linear layer before the softmax. With
    /// [`Config::tie_weights`] its weight is `src_embed` ([`Transformer::generator_weight`]),
    /// and its own is unused (empty).
    pub generator: Linear<B>,
    /// The names a traced pass records (see [`crate::trace`]), shared: the gradients' tree
    /// that each backward pass builds holds them too.
    pub names: std::sync::Arc<Names>,
    /// The name of every parameter a walk over the tree visits, in its order, from the first
    /// walk that names them (the tree keeps its shape), shared with the gradients' tree:
    /// [`Transformer::params_mut`] then walks without building names (the optimiser and each
    /// backward pass walk once a step).
    param_names: std::sync::Arc<std::sync::OnceLock<Vec<String>>>,
}

/// Which side of the model: the source's embeddings and encoder, or the target's and decoder.
#[derive(Clone, Copy)]
enum Side {
    Source,
    Target,
}

/// What one stack's backward needs from a training forward.
struct StackCache<B: Backend, L> {
    /// The dropout seed after the embedding.
    embed_seed: Option<u32>,
    layers: Vec<L>,
    /// The final norm's input, when there is one.
    norm_in: Option<B::Tensor>,
    /// The stack's output (for the decoder: the generator's input).
    out: B::Tensor,
}

/// The encoder's and the decoder's training caches.
type EncoderSide<B> = StackCache<B, EncoderCache<B>>;
type DecoderSide<B> = StackCache<B, DecoderCache<B>>;

/// What a search's decoder keeps from one step to the next: the target rows it ran (each a
/// prefix of a hypothesis) and, per layer, the self-attention's keys and values of their
/// positions, `[rows, t, D]` each.
pub struct DecoderState<B: Backend> {
    rows: Vec<Vec<u32>>,
    layers: Vec<KeysValues<B>>,
}

/// What the backward pass of the whole model needs from a training forward.
pub struct TrainCache<B: Backend> {
    src: Batch,
    tgt: Batch,
    encoder: EncoderSide<B>,
    decoder: DecoderSide<B>,
}

impl<B: Backend> Transformer<B> {
    /// The model's structure for `config`, every parameter an empty placeholder until a walk
    /// over [`Transformer::visit`] fills it.
    fn skeleton(b: &B, config: Config) -> Result<Self> {
        let empty = b.upload(&Tensor::zeros(ndarray::IxDyn(&[0])))?;
        let (d, eps) = (config.d_model, config.layer_norm_eps as f32);
        let norm = || config.final_norm.then(|| LayerNorm::new(&empty, d, eps));
        Ok(Transformer {
            src_embed: empty.clone(),
            tgt_embed: empty.clone(),
            pe: empty.clone(),
            src_pos: empty.clone(),
            tgt_pos: empty.clone(),
            encoder: (0..config.n_encoder_layers)
                .map(|_| EncoderLayer::new(&empty, &config))
                .collect(),
            encoder_norm: norm(),
            decoder: (0..config.n_decoder_layers)
                .map(|_| DecoderLayer::new(&empty, &config))
                .collect(),
            decoder_norm: norm(),
            generator: Linear::new(&empty, d, config.tgt_vocab_size),
            names: std::sync::Arc::new(Names::new(
                config.n_encoder_layers,
                config.n_decoder_layers,
                config.final_norm,
            )),
            param_names: Default::default(),
            config,
        })
    }

    /// The parameter tree, in PyTorch's `state_dict` naming and order.
    pub fn visit<'m>(&'m mut self, v: &mut impl Visitor<'m, B>) -> Result<()> {
        self.visit_from(Path::default(), v)
    }

    /// [`Transformer::visit`] from `root`: with [`Path::nameless`], in the same order, with
    /// every spec's name empty.
    fn visit_from<'m>(&'m mut self, root: Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        let c = &self.config;
        let (d, src_vocab, tgt_vocab) = (c.d_model, c.src_vocab_size, c.tgt_vocab_size);
        let tied = c.tie_weights;
        let embed = |side: &str, vocab| root.at(side).spec("weight", &[vocab, d], Init::Xavier);
        v.group("embeddings");
        v.param(embed("src_embed", src_vocab), &mut self.src_embed)?;
        // A tied model's one matrix is visited once, as `src_embed.weight`.
        if !tied {
            v.param(embed("tgt_embed", tgt_vocab), &mut self.tgt_embed)?;
        }
        if c.learned_positions {
            // Drawn as the token embeddings are (close to fairseq's N(0, 1/d) for these tables).
            let table = |side: &str| root.at(side).spec("weight", &[c.max_len, d], Init::Xavier);
            v.param(table("src_pos_embed"), &mut self.src_pos)?;
            v.param(table("tgt_pos_embed"), &mut self.tgt_pos)?;
        }
        let (encoder, decoder) = (
            root.at("transformer.encoder"),
            root.at("transformer.decoder"),
        );
        for (i, layer) in self.encoder.iter_mut().enumerate() {
            v.group(&format!("encoder {i}"));
            layer.visit(&encoder.at("layers").at(i), v)?;
        }
        if let Some(norm) = &mut self.encoder_norm {
            v.group("encoder norm");
            norm.visit(&encoder.at("norm"), v)?;
        }
        for (i, layer) in self.decoder.iter_mut().enumerate() {
            v.group(&format!("decoder {i}"));
            layer.visit(&decoder.at("layers").at(i), v)?;
        }
        if let Some(norm) = &mut self.decoder_norm {
            v.group("decoder norm");
            norm.visit(&decoder.at("norm"), v)?;
        }
        v.group("generator");
        if tied {
            self.generator.visit_bias(&root.at("generator"), v)
        } else {
            self.generator.visit(&root.at("generator"), v)
        }
    }

    /// Each trained parameter's name (as [`Transformer::params_mut`] names it) with its group's
    /// ([`Visitor::group`]: `embeddings`, `encoder 0`, ..., `decoder norm`, `generator`).
    pub fn param_groups(&mut self) -> Vec<(String, String)> {
        let mut grouped = Grouped::default();
        self.visit(&mut grouped)
            .expect("listing the parameters cannot fail");
        grouped.names
    }

    /// Builds the model from named host parameters, which must match `config` exactly.
    pub fn new(b: &B, config: Config, params: HostParams) -> Result<Self> {
        config.validate()?;
        params.check_against(&config)?;
        let sinusoids = !config.learned_positions;
        let pe = positional_encoding(config.max_len, config.d_model, config.positional_layout);
        let mut model = Transformer::skeleton(b, config)?;
        if sinusoids {
            model.pe = b.upload(&pe)?;
        }
        model.visit(&mut Load { backend: b, params })?;
        Ok(model)
    }

    /// A freshly initialised model (Xavier-uniform, seeded).
    pub fn init(b: &B, config: Config, seed: u64) -> Result<Self> {
        let params = HostParams::init(&config, seed)?;
        Transformer::new(b, config, params)
    }

    /// Every parameter, downloaded, in PyTorch's naming (a tied matrix once, as
    /// `src_embed.weight`).
    pub fn export(&self, b: &B) -> Result<HostParams> {
        let mut export = Export {
            backend: b,
            out: HostParams::default(),
        };
        let mut model = self.clone();
        model.visit(&mut export)?;
        Ok(export.out)
    }

    /// Every trained parameter with the model's name for it (`{path}.w_q.weight`, ...; a tied
    /// matrix once, as `src_embed.weight`): the optimiser's list and the gradients' names.
    pub fn params_mut(&mut self) -> Vec<(String, &mut B::Tensor)> {
        let cache = std::sync::Arc::clone(&self.param_names);
        let names = cache.get_or_init(|| {
            let mut named = Named(Vec::new());
            self.visit(&mut named)
                .expect("listing the parameters cannot fail");
            named.0.into_iter().map(|(name, _)| name).collect()
        });
        let mut tensors = Named(Vec::new());
        self.visit_from(Path::nameless(), &mut tensors)
            .expect("listing the parameters cannot fail");
        assert_eq!(
            tensors.0.len(),
            names.len(),
            "the parameter tree changed shape"
        );
        names
            .iter()
            .zip(tensors.0)
            .map(|(name, (_, t))| (name.clone(), t))
            .collect()
    }

    /// The positions added to one side's embeddings, `[max_len, D]`: the sinusoids, or the
    /// side's learned table.
    fn positions(&self, side: Side) -> &B::Tensor {
        match (self.config.learned_positions, side) {
            (false, _) => &self.pe,
            (true, Side::Source) => &self.src_pos,
            (true, Side::Target) => &self.tgt_pos,
        }
    }

    /// Token embeddings times sqrt(d_model) plus positional encodings, then dropout (whose seed
    /// is returned). A config without the scale or the encodings, or an edit, leaves them out.
    fn embed(
        &self,
        pass: &mut Pass<B>,
        (names, side): (&EmbeddingNames, Side),
        table: &B::Tensor,
        ids: &Batch,
    ) -> (B::Tensor, Option<u32>) {
        let b = pass.backend;
        let d = self.config.d_model;
        let scale = self.config.embedding_scale();
        let tokens = b.embed(table, &ids.ids, ids.batch, scale); // [B, len, D]
        pass.record(&names.tokens, &tokens);
        if !self.config.positional_encoding || !pass.edits().adds_positional(&names.side) {
            // The model has no positional encoding, or an edit drops it: nothing is added.
            pass.record_host(&names.pe, || Tensor::zeros(ndarray::IxDyn(&[ids.len, d])));
            pass.record(&names.input, &tokens);
            return pass.dropout_seeded(tokens);
        }
        let positions = self.positions(side);
        if self.config.learned_positions {
            pass.record_rows(&names.pe, positions, ids.len);
        } else {
            let layout = self.config.positional_layout;
            pass.record_host(&names.pe, || positional_encoding(ids.len, d, layout));
        }
        let x = b.add_positional(&tokens, positions); // [B, len, D]
        pass.record(&names.input, &x);
        pass.dropout_seeded(x)
    }

    /// The encoder: src ids `[B, S]` -> memory `[B, S, D]`.
    pub fn encode(&self, pass: &mut Pass<B>, src: &Batch) -> Result<B::Tensor> {
        Ok(self.encode_cached(pass, src)?.0)
    }

    fn encode_cached(
        &self,
        pass: &mut Pass<B>,
        src: &Batch,
    ) -> Result<(B::Tensor, Option<EncoderSide<B>>)> {
        let (c, names) = (&self.config, &self.names);
        src.check("source", c.src_vocab_size, c.max_len)?;
        let mask = AttentionMask::new(&src.ids, src.batch, src.len, c.pad_id, false);
        let mask = pass.edits().mask(mask, false)?;
        let x = self.embed(pass, (&names.src, Side::Source), &self.src_embed, src);
        let norm = self
            .encoder_norm
            .as_ref()
            .zip(names.encoder.norm.as_deref());
        let (memory, cache) = stack(pass, x, &self.encoder, norm, |pass, i, layer, x| {
            layer.forward(pass, &names.encoder.layers[i], x, &mask)
        });
        pass.record(&names.memory, &memory);
        Ok((memory, cache))
    }

    /// The decoder and generator: target ids `[B, T]` (shifted right: they start with
    /// `bos_id`) attend to `memory` `[B, S, D]` -> logits `[B, T, tgt_vocab]`. Position t's
    /// logits predict token t + 1.
    pub fn decode(
        &self,
        pass: &mut Pass<B>,
        memory: &B::Tensor,
        src: &Batch,
        tgt: &Batch,
    ) -> Result<B::Tensor> {
        Ok(self.decode_cached(pass, memory, src, tgt, false)?.0)
    }

    /// [`Transformer::decode`] with the generator run on each sequence's last position only:
    /// logits `[B, 1, tgt_vocab]`, all a search needs for its next token (with a vocabulary of
    /// tens of thousands, the generator is the largest product of a step). A traced pass
    /// computes every position's, as [`Transformer::decode`].
    pub fn decode_last(
        &self,
        pass: &mut Pass<B>,
        memory: &B::Tensor,
        src: &Batch,
        tgt: &Batch,
    ) -> Result<B::Tensor> {
        let last_only = !pass.tracing() && !pass.caching();
        Ok(self.decode_cached(pass, memory, src, tgt, last_only)?.0)
    }

    /// The next token's logits `[B, 1, tgt_vocab]` of each row of `tgt` (all of one length),
    /// computing only the newest position: each row extends one of the rows `state` holds, whose
    /// keys and values every layer's self-attention reads instead of running the decoder over
    /// the whole target again (a search's step costs one position, not the target's length).
    /// `state` is then this step's. `None` where this cannot be done (a traced or training pass,
    /// edits other than ablations and bypasses, a backend without [`Backend::extend_sequences`], rows that extend none of
    /// the last step's): the caller runs [`Transformer::decode_last`], which gives the same
    /// logits.
    pub fn decode_step(
        &self,
        pass: &mut Pass<B>,
        memory: &B::Tensor,
        src: &Batch,
        tgt: &Batch,
        state: &mut Option<DecoderState<B>>,
    ) -> Result<Option<B::Tensor>> {
        let c = &self.config;
        tgt.check("target", c.tgt_vocab_size, c.max_len)?;
        let plain = !pass.tracing() && !pass.caching() && pass.edits().keep_to_each_position();
        let newest = tgt.len - 1;
        let rows: Vec<Vec<u32>> = (0..tgt.batch).map(|r| tgt.row(r).to_vec()).collect();
        // The row of the last step each row extends.
        let parents: Option<Vec<usize>> = match state.as_ref() {
            _ if !plain || src.batch != tgt.batch => None,
            _ if newest == 0 => Some(vec![0; tgt.batch]),
            Some(last) => rows
                .iter()
                .map(|row| last.rows.iter().position(|p| p[..] == row[..newest]))
                .collect(),
            None => None,
        };
        let Some(parents) = parents else {
            *state = None;
            return Ok(None);
        };
        let b = pass.backend;
        let last_ids: Vec<u32> = rows.iter().map(|row| row[newest]).collect();
        let tokens = b.embed(self.tgt_table(), &last_ids, tgt.batch, c.embedding_scale()); // [B, 1, D]
        let mut y = if c.positional_encoding {
            let at = vec![newest as u32; tgt.batch];
            let positions = self.positions(Side::Target);
            b.add(&tokens, &b.embed(positions, &at, tgt.batch, 1.0)) // PE(newest) per row
        } else {
            tokens
        };
        let cross_mask = AttentionMask::new(&src.ids, src.batch, 1, c.pad_id, false);
        let mut layers = Vec::with_capacity(self.decoder.len());
        for (i, layer) in self.decoder.iter().enumerate() {
            let past = match (newest, state.as_ref()) {
                (0, _) | (_, None) => None,
                (_, Some(last)) => Some(&last.layers[i]),
            };
            let names = &self.names.decoder.layers[i];
            let step = (past, &parents[..]);
            let Some((out, kv)) = layer.forward_step(pass, names, &y, memory, step, &cross_mask)
            else {
                *state = None;
                return Ok(None);
            };
            y = out;
            layers.push(kv);
        }
        if let Some(norm) = &self.decoder_norm {
            y = norm.forward(b, &y);
        }
        *state = Some(DecoderState { rows, layers });
        Ok(Some(self.generate_logits(b, &y))) // [B, 1, tgt_vocab]
    }

    fn decode_cached(
        &self,
        pass: &mut Pass<B>,
        memory: &B::Tensor,
        src: &Batch,
        tgt: &Batch,
        last_only: bool,
    ) -> Result<(B::Tensor, Option<DecoderSide<B>>)> {
        let (c, names) = (&self.config, &self.names);
        tgt.check("target", c.tgt_vocab_size, c.max_len)?;
        let self_mask = AttentionMask::target(&tgt.ids, tgt.batch, c.pad_id, c.causal_mask);
        let self_mask = pass.edits().mask(self_mask, false)?;
        let cross_mask = AttentionMask::new(&src.ids, src.batch, tgt.len, c.pad_id, false);
        let cross_mask = pass.edits().mask(cross_mask, true)?;
        let y = self.embed(pass, (&names.tgt, Side::Target), self.tgt_table(), tgt);
        let norm = self
            .decoder_norm
            .as_ref()
            .zip(names.decoder.norm.as_deref());
        let (y, cache) = stack(pass, y, &self.decoder, norm, |pass, i, layer, y| {
            let masks = (&self_mask, &cross_mask);
            layer.forward(pass, &names.decoder.layers[i], y, memory, masks)
        });
        let logits = if last_only {
            let last = pass.backend.last_position(&y); // [B, 1, D]
            self.generate_logits(pass.backend, &last) // [B, 1, tgt_vocab]
        } else {
            self.generate_logits(pass.backend, &y) // [B, T, tgt_vocab]
        };
        pass.record(&names.logits, &logits);
        if pass.tracing() {
            let probs = pass.backend.softmax(&logits);
            pass.record(&names.probs, &probs);
        }
        Ok((logits, cache))
    }

    /// The whole pass: logits `[B, T, tgt_vocab]` for source and (shifted-right) target ids.
    /// A training pass also gives what [`Transformer::backward`] needs; traced, inference and
    /// training passes run this same code.
    pub fn forward_cached(
        &self,
        pass: &mut Pass<B>,
        src: &Batch,
        tgt: &Batch,
    ) -> Result<(B::Tensor, Option<TrainCache<B>>)> {
        if src.batch != tgt.batch {
            return Err(Error::Input(format!(
                "source batch {} and target batch {} differ",
                src.batch, tgt.batch
            )));
        }
        let (memory, encoder) = self.encode_cached(pass, src)?;
        let (logits, decoder) = self.decode_cached(pass, &memory, src, tgt, false)?;
        let cache = encoder.zip(decoder).map(|(encoder, decoder)| TrainCache {
            src: src.clone(),
            tgt: tgt.clone(),
            encoder,
            decoder,
        });
        Ok((logits, cache))
    }

    /// [`Transformer::forward_cached`] without the cache.
    pub fn forward(&self, pass: &mut Pass<B>, src: &Batch, tgt: &Batch) -> Result<B::Tensor> {
        Ok(self.forward_cached(pass, src, tgt)?.0)
    }

    /// The gradient of every parameter given the gradient of the logits, by the names of
    /// [`Transformer::params_mut`].
    pub fn backward(&self, pass: &Pass<B>, cache: &TrainCache<B>, dlogits: &B::Tensor) -> Grads<B>
    where
        B: Train,
    {
        let (b, c) = (pass.backend, &self.config);
        let scale = c.embedding_scale();
        let (dec, enc) = (&cache.decoder, &cache.encoder);
        let (dy, weight, bias) = b.linear_backward(&dec.out, self.generator_weight(), dlogits);
        let generator = Linear {
            weight,
            bias,
            d_in: self.generator.d_in,
            d_out: self.generator.d_out,
        };
        let (mut dy, decoder_norm) = norm_backward(b, &self.decoder_norm, &dec.norm_in, dy);
        let mut dmemory: Option<B::Tensor> = None;
        let mut decoder = Vec::with_capacity(self.decoder.len());
        for (layer, lc) in self.decoder.iter().zip(&dec.layers).rev() {
            let (d, dm, grads) = layer.backward(pass, lc, &dy);
            dy = d;
            dmemory = Some(match dmemory {
                Some(sum) => b.add(&sum, &dm),
                None => dm,
            });
            decoder.insert(0, grads);
        }
        let dy = pass.dropout_backward(dy, dec.embed_seed);
        let tgt_embed = b.embed_backward(&cache.tgt.ids, &dy, c.tgt_vocab_size, scale);
        let tgt_pos = self.positions_backward(b, &cache.tgt, &dy);

        let dmemory = dmemory.expect("the decoder has at least one layer");
        let (mut dx, encoder_norm) = norm_backward(b, &self.encoder_norm, &enc.norm_in, dmemory);
        let mut encoder = Vec::with_capacity(self.encoder.len());
        for (layer, lc) in self.encoder.iter().zip(&enc.layers).rev() {
            let (d, grads) = layer.backward(pass, lc, &dx);
            dx = d;
            encoder.insert(0, grads);
        }
        let dx = pass.dropout_backward(dx, enc.embed_seed);
        let mut src_embed = b.embed_backward(&cache.src.ids, &dx, c.src_vocab_size, scale);
        let src_pos = self.positions_backward(b, &cache.src, &dx);
        if c.tie_weights {
            // One matrix used three times: its gradient is the sum of the three uses'.
            src_embed = b.add(&b.add(&src_embed, &tgt_embed), &generator.weight);
        }
        let mut grads = Transformer {
            config: self.config.clone(),
            src_embed,
            tgt_embed,
            pe: self.pe.clone(),
            src_pos,
            tgt_pos,
            encoder,
            encoder_norm,
            decoder,
            decoder_norm,
            generator,
            names: std::sync::Arc::clone(&self.names),
            param_names: std::sync::Arc::clone(&self.param_names),
        };
        // The gradients move out of the tree, not copied: on the CPU a copy of each is a
        // training step's work for nothing.
        let named = grads.params_mut().into_iter();
        let tensors = by_name(named.map(|(name, g)| (name, b.take(g))));
        Grads { tensors }
    }

    /// The gradient of a side's learned positions `[max_len, D]` given its stack input's, `dx`
    /// `[B, len, D]`: position t's row sums every sequence's gradient at t. Without learned
    /// positions, an empty placeholder (the parameter tree does not visit it).
    fn positions_backward(&self, b: &B, ids: &Batch, dx: &B::Tensor) -> B::Tensor
    where
        B: Train,
    {
        if !self.config.learned_positions {
            return self.pe.clone();
        }
        let at: Vec<u32> = (0..ids.batch).flat_map(|_| 0..ids.len as u32).collect();
        b.embed_backward(&at, dx, self.config.max_len, 1.0)
    }

    /// Shares one matrix between the source embedding, the target embedding and the
    /// generator (the paper's weight tying, [`Config::tie_weights`]), starting from the source
    /// embedding. Needs one vocabulary for both sides.
    pub fn tie_weights(&mut self) -> Result<()> {
        let config = Config {
            tie_weights: true,
            ..self.config.clone()
        };
        config.validate()?;
        self.config = config;
        // The parameter tree lost two tensors: its names are listed again.
        self.param_names = Default::default();
        Ok(())
    }

    /// The target embedding's table: with [`Config::tie_weights`], the one shared matrix.
    pub fn tgt_table(&self) -> &B::Tensor {
        if self.config.tie_weights {
            &self.src_embed
        } else {
            &self.tgt_embed
        }
    }

    /// The generator's weight: with [`Config::tie_weights`], the one shared matrix (a tied
    /// model holds no copies of it, so that a large vocabulary's matrix is in memory once).
    pub fn generator_weight(&self) -> &B::Tensor {
        if self.config.tie_weights {
            &self.src_embed
        } else {
            &self.generator.weight
        }
    }

    /// `y` `[B, T, D]` through the generator: logits `[B, T, tgt_vocab]`.
    fn generate_logits(&self, b: &B, y: &B::Tensor) -> B::Tensor {
        b.linear(y, self.generator_weight(), Some(&self.generator.bias))
    }

    /// One forward and backward: the label-smoothed cross-entropy of predicting `tgt_out` from
    /// `src` and `tgt_in` (`tgt_in` = bos + tokens, `tgt_out` = tokens + eos, padded alike),
    /// `[1]` on the device, and every parameter's gradient. `pass` must be a training pass.
    pub fn loss_and_grads(
        &self,
        pass: &mut Pass<B>,
        src: &Batch,
        tgt_in: &Batch,
        tgt_out: &Batch,
        label_smoothing: f32,
    ) -> Result<(B::Tensor, Grads<B>)>
    where
        B: Train,
    {
        if tgt_out.batch != tgt_in.batch || tgt_out.len != tgt_in.len {
            return Err(Error::Input(
                "target input and target output have different shapes".into(),
            ));
        }
        let (logits, cache) = self.forward_cached(pass, src, tgt_in)?;
        let cache = cache.ok_or_else(|| Error::Input("gradients need a training pass".into()))?;
        let b = pass.backend;
        let (loss, dlogits) =
            b.cross_entropy(&logits, &tgt_out.ids, self.config.pad_id, label_smoothing);
        let grads = self.backward(pass, &cache, &dlogits);
        Ok((loss, grads))
    }

    /// Gradients downloaded and named as PyTorch names the parameters (W_Q, W_K, W_V packed
    /// into `in_proj_*`).
    pub fn grads_to_host(&self, b: &B, grads: &Grads<B>) -> Result<HostParams> {
        let names: Vec<&String> = grads.tensors.keys().collect();
        let tensors: Vec<&B::Tensor> = grads.tensors.values().collect();
        let hosts = b.download_many(&tensors)?;
        let named = names.into_iter().cloned().zip(hosts).collect();
        pytorch_names(&self.config, named)
    }

    /// Every parameter in PyTorch's naming, from host copies of the tensors
    /// [`Transformer::params_mut`] lists (by its names): for callers that read the parameters
    /// back their own way, as the browser does asynchronously. A tied matrix appears once, as
    /// [`Transformer::export`] writes it.
    pub fn export_host(&self, named: BTreeMap<String, Tensor>) -> Result<HostParams> {
        pytorch_names(&self.config, named)
    }
}

impl Transformer<Cpu> {
    /// Every parameter of a model with `config`, in PyTorch's `state_dict` naming and order.
    pub fn specs(config: &Config) -> Vec<ParamSpec> {
        let mut specs = Specs::default();
        Transformer::skeleton(&Cpu, config.clone())
            .and_then(|mut model| model.visit(&mut specs))
            .expect("the CPU builds any skeleton");
        specs.0
    }
}

/// A stack of layers over `x` (with its embedding's dropout seed), then its final norm (recorded
/// under its name). Returns the output and, when the pass trains, every layer's cache.
fn stack<B: Backend, L, C>(
    pass: &mut Pass<B>,
    (mut x, embed_seed): (B::Tensor, Option<u32>),
    layers: &[L],
    norm: Option<(&LayerNorm<B>, &str)>,
    forward: impl Fn(&mut Pass<B>, usize, &L, &B::Tensor) -> (B::Tensor, Option<C>),
) -> (B::Tensor, Option<StackCache<B, C>>) {
    let mut caches = Vec::with_capacity(layers.len());
    for (i, layer) in layers.iter().enumerate() {
        let (out, cache) = forward(pass, i, layer, &x);
        caches.push(cache);
        x = out;
    }
    let mut norm_in = None;
    if let Some((norm, name)) = norm {
        let normed = norm.forward(pass.backend, &x);
        pass.record(name, &normed);
        norm_in = Some(std::mem::replace(&mut x, normed));
    }
    let caches: Option<Vec<C>> = caches.into_iter().collect();
    let cache = caches.map(|layers| StackCache {
        embed_seed,
        layers,
        norm_in,
        out: x.clone(),
    });
    (x, cache)
}

/// The backward of an optional final norm whose input was `x`.
fn norm_backward<B: Train>(
    b: &B,
    norm: &Option<LayerNorm<B>>,
    x: &Option<B::Tensor>,
    dy: B::Tensor,
) -> (B::Tensor, Option<LayerNorm<B>>) {
    match (norm, x) {
        (Some(norm), Some(x)) => {
            let (dx, grads) = norm.backward(b, x, &dy);
            (dx, Some(grads))
        }
        _ => (dy, None),
    }
}

/// Host tensors named as [`Transformer::params_mut`] names them (W_Q, W_K, W_V apart) renamed
/// as PyTorch names them (packed into `in_proj_*`), by a walk over the parameter tree.
fn pytorch_names(config: &Config, named: BTreeMap<String, Tensor>) -> Result<HostParams> {
    /// Moves each packed parameter's three parts into one tensor.
    struct Pack(BTreeMap<String, Tensor>);
    impl Visitor<'_, Cpu> for Pack {
        fn param(&mut self, _: ParamSpec, _: &mut Tensor) -> Result<()> {
            Ok(())
        }
        fn packed(&mut self, spec: ParamSpec, parts: [(ParamSpec, &mut Tensor); 3]) -> Result<()> {
            let mut take = |part: &ParamSpec| {
                self.0.remove(&part.name).ok_or_else(|| {
                    Error::Input(format!("{}: {} has no tensor", spec.name, part.name))
                })
            };
            let [q, k, v] = &parts;
            let qkv = [take(&q.0)?, take(&k.0)?, take(&v.0)?];
            let packed = pack(&spec.name, &qkv)?;
            self.0.insert(spec.name, packed);
            Ok(())
        }
    }
    let mut pack = Pack(named);
    Transformer::skeleton(&Cpu, config.clone())?.visit(&mut pack)?;
    Ok(HostParams { tensors: pack.0 })
}
