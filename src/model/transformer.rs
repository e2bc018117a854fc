//! The whole encoder-decoder (paper, figure 1): embeddings + positional encoding, the encoder
//! stack, the decoder stack, and the generator that turns decoder outputs into logits.

use super::attention::pack_in_proj;
use super::batch::Batch;
use super::config::Config;
use super::decoder::{DecoderCache, DecoderLayer};
use super::encoder::{EncoderCache, EncoderLayer};
use super::grads::Grads;
use super::layer_norm::LayerNorm;
use super::linear::Linear;
use super::params::HostParams;
use super::pass::Pass;
use super::positional::positional_encoding;
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::Result;
use crate::tensor::Tensor;

/// What the backward pass of the whole model needs from a training forward.
pub struct TrainCache<B: Backend> {
    src: Batch,
    tgt: Batch,
    src_seed: Option<u32>,
    tgt_seed: Option<u32>,
    encoder: Vec<EncoderCache<B>>,
    /// The encoder's last output and the final norm's input.
    encoder_norm_in: Option<B::Tensor>,
    decoder: Vec<DecoderCache<B>>,
    decoder_norm_in: Option<B::Tensor>,
    /// The generator's input `[B, T, D]`.
    decoder_out: B::Tensor,
}

/// An encoder-decoder Transformer whose parameters live on backend `B`.
pub struct Transformer<B: Backend> {
    pub config: Config,
    /// `[src_vocab, D]`
    pub src_embed: B::Tensor,
    /// `[tgt_vocab, D]`
    pub tgt_embed: B::Tensor,
    /// `[max_len, D]`, fixed (not trained).
    pe: B::Tensor,
    pe_host: Tensor,
    pub encoder: Vec<EncoderLayer<B>>,
    pub encoder_norm: Option<LayerNorm<B>>,
    pub decoder: Vec<DecoderLayer<B>>,
    pub decoder_norm: Option<LayerNorm<B>>,
    /// `[tgt_vocab, D]` and `[tgt_vocab]`: the final linear layer before the softmax.
    pub generator: Linear<B>,
    /// The source embedding, the target embedding and the generator's weight are one matrix
    /// (paper, section 3.4; see [`Transformer::tie_weights`]).
    pub tied: bool,
}

impl<B: Backend> Transformer<B> {
    /// Builds the model from named host parameters, which must match `config` exactly.
    pub fn new(b: &B, config: Config, mut params: HostParams) -> Result<Self> {
        config.validate()?;
        params.check_against(&config)?;
        let eps = config.layer_norm_eps as f32;
        let p = &mut params;
        let final_norm = |p: &mut HostParams, name: &str| -> Result<Option<LayerNorm<B>>> {
            if config.final_norm {
                Ok(Some(LayerNorm::load(b, p, name, eps)?))
            } else {
                Ok(None)
            }
        };
        let pe_host = positional_encoding(config.max_len, config.d_model);
        Ok(Transformer {
            src_embed: b.upload(&p.take("src_embed.weight")?)?,
            tgt_embed: b.upload(&p.take("tgt_embed.weight")?)?,
            pe: b.upload(&pe_host)?,
            pe_host,
            encoder: (0..config.n_encoder_layers)
                .map(|i| {
                    EncoderLayer::load(b, p, &format!("transformer.encoder.layers.{i}"), &config)
                })
                .collect::<Result<_>>()?,
            encoder_norm: final_norm(p, "transformer.encoder.norm")?,
            decoder: (0..config.n_decoder_layers)
                .map(|i| {
                    DecoderLayer::load(b, p, &format!("transformer.decoder.layers.{i}"), &config)
                })
                .collect::<Result<_>>()?,
            decoder_norm: final_norm(p, "transformer.decoder.norm")?,
            generator: Linear::load(b, p, "generator")?,
            tied: false,
            config,
        })
    }

    /// A freshly initialised model (Xavier-uniform, seeded).
    pub fn init(b: &B, config: Config, seed: u64) -> Result<Self> {
        let params = HostParams::init(&config, seed)?;
        Transformer::new(b, config, params)
    }

    /// Every parameter, downloaded, in PyTorch's naming.
    pub fn export(&self, b: &B) -> Result<HostParams> {
        let mut out = HostParams::default();
        let t = &mut out.tensors;
        t.insert("src_embed.weight".into(), b.download(&self.src_embed)?);
        t.insert("tgt_embed.weight".into(), b.download(&self.tgt_embed)?);
        for (i, layer) in self.encoder.iter().enumerate() {
            layer.export(b, &format!("transformer.encoder.layers.{i}"), &mut out)?;
        }
        if let Some(norm) = &self.encoder_norm {
            norm.export(b, "transformer.encoder.norm", &mut out)?;
        }
        for (i, layer) in self.decoder.iter().enumerate() {
            layer.export(b, &format!("transformer.decoder.layers.{i}"), &mut out)?;
        }
        if let Some(norm) = &self.decoder_norm {
            norm.export(b, "transformer.decoder.norm", &mut out)?;
        }
        self.generator.export(b, "generator", &mut out)?;
        Ok(out)
    }

    /// Token embeddings times sqrt(d_model) plus positional encodings; `side` is `src` or `tgt`.
    fn embed(
        &self,
        pass: &mut Pass<B>,
        side: &str,
        table: &B::Tensor,
        ids: &Batch,
    ) -> Result<B::Tensor> {
        let b = pass.backend;
        let d = self.config.d_model;
        let tokens = b.embed(table, &ids.ids, ids.batch, (d as f32).sqrt()); // [B, len, D]
        pass.record(side, "tokens", &tokens)?;
        if pass.tracing() {
            let pe = self
                .pe_host
                .slice_axis(ndarray::Axis(0), (0..ids.len).into());
            pass.record_host(side, "pe", pe.to_owned());
        }
        let x = b.add_positional(&tokens, &self.pe); // [B, len, D]
        pass.record(side, "input", &x)?;
        Ok(pass.dropout(x))
    }

    /// The encoder: src ids `[B, S]` -> memory `[B, S, D]`.
    pub fn encode(&self, pass: &mut Pass<B>, src: &Batch) -> Result<B::Tensor> {
        let c = &self.config;
        src.check("source", c.src_vocab_size, c.max_len)?;
        let mask = AttentionMask::new(&src.ids, src.batch, src.len, c.pad_id, false);
        let mut x = self.embed(pass, "src", &self.src_embed, src)?;
        for (i, layer) in self.encoder.iter().enumerate() {
            x = layer.forward(pass, &format!("encoder.{i}"), &x, &mask)?;
        }
        if let Some(norm) = &self.encoder_norm {
            x = norm.forward(pass.backend, &x);
            pass.record("encoder", "norm", &x)?;
        }
        pass.record("", "memory", &x)?;
        Ok(x)
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
        let c = &self.config;
        tgt.check("target", c.tgt_vocab_size, c.max_len)?;
        let self_mask = AttentionMask::new(&tgt.ids, tgt.batch, tgt.len, c.pad_id, true);
        let cross_mask = AttentionMask::new(&src.ids, src.batch, tgt.len, c.pad_id, false);
        let mut y = self.embed(pass, "tgt", &self.tgt_embed, tgt)?;
        for (i, layer) in self.decoder.iter().enumerate() {
            let name = format!("decoder.{i}");
            y = layer.forward(pass, &name, &y, memory, &self_mask, &cross_mask)?;
        }
        if let Some(norm) = &self.decoder_norm {
            y = norm.forward(pass.backend, &y);
            pass.record("decoder", "norm", &y)?;
        }
        let logits = self.generator.forward(pass.backend, &y); // [B, T, tgt_vocab]
        pass.record("", "logits", &logits)?;
        if pass.tracing() {
            let probs = pass.backend.softmax(&logits);
            pass.record("", "probs", &probs)?;
        }
        Ok(logits)
    }

    /// The whole pass: logits `[B, T, tgt_vocab]` for source and (shifted-right) target ids.
    pub fn forward(&self, pass: &mut Pass<B>, src: &Batch, tgt: &Batch) -> Result<B::Tensor> {
        if src.batch != tgt.batch {
            return Err(crate::error::Error::Input(format!(
                "source batch {} and target batch {} differ",
                src.batch, tgt.batch
            )));
        }
        let memory = self.encode(pass, src)?;
        self.decode(pass, &memory, src, tgt)
    }

    /// Embedding plus PE and dropout in training; returns the dropout seed too.
    fn train_embed(
        &self,
        pass: &mut Pass<B>,
        table: &B::Tensor,
        ids: &Batch,
    ) -> (B::Tensor, Option<u32>) {
        let b = pass.backend;
        let scale = (self.config.d_model as f32).sqrt();
        let tokens = b.embed(table, &ids.ids, ids.batch, scale); // [B, len, D]
        let x = b.add_positional(&tokens, &self.pe);
        pass.dropout_seeded(x)
    }

    /// The forward pass in training: logits `[B, T, tgt_vocab]` and what
    /// [`Transformer::backward`] needs. Attention is always unfused here.
    pub fn train_forward(
        &self,
        pass: &mut Pass<B>,
        src: &Batch,
        tgt: &Batch,
    ) -> Result<(B::Tensor, TrainCache<B>)> {
        let c = &self.config;
        if src.batch != tgt.batch {
            return Err(crate::error::Error::Input(format!(
                "source batch {} and target batch {} differ",
                src.batch, tgt.batch
            )));
        }
        src.check("source", c.src_vocab_size, c.max_len)?;
        tgt.check("target", c.tgt_vocab_size, c.max_len)?;
        let b = pass.backend;
        let src_mask = AttentionMask::new(&src.ids, src.batch, src.len, c.pad_id, false);
        let self_mask = AttentionMask::new(&tgt.ids, tgt.batch, tgt.len, c.pad_id, true);
        let cross_mask = AttentionMask::new(&src.ids, src.batch, tgt.len, c.pad_id, false);

        let (mut x, src_seed) = self.train_embed(pass, &self.src_embed, src);
        let mut encoder = Vec::with_capacity(self.encoder.len());
        for layer in &self.encoder {
            let (out, cache) = layer.train_forward(pass, &x, &src_mask);
            encoder.push(cache);
            x = out;
        }
        let mut encoder_norm_in = None;
        if let Some(norm) = &self.encoder_norm {
            let normed = norm.forward(b, &x);
            encoder_norm_in = Some(std::mem::replace(&mut x, normed));
        }
        let memory = x;

        let (mut y, tgt_seed) = self.train_embed(pass, &self.tgt_embed, tgt);
        let mut decoder = Vec::with_capacity(self.decoder.len());
        for layer in &self.decoder {
            let (out, cache) = layer.train_forward(pass, &y, &memory, &self_mask, &cross_mask);
            decoder.push(cache);
            y = out;
        }
        let mut decoder_norm_in = None;
        if let Some(norm) = &self.decoder_norm {
            let normed = norm.forward(b, &y);
            decoder_norm_in = Some(std::mem::replace(&mut y, normed));
        }
        let logits = self.generator.forward(b, &y);
        let cache = TrainCache {
            src: src.clone(),
            tgt: tgt.clone(),
            src_seed,
            tgt_seed,
            encoder,
            encoder_norm_in,
            decoder,
            decoder_norm_in,
            decoder_out: y,
        };
        Ok((logits, cache))
    }

    /// The gradients of every parameter given the gradient of the logits.
    pub fn backward(&self, pass: &Pass<B>, cache: &TrainCache<B>, dlogits: &B::Tensor) -> Grads<B>
    where
        B: Train,
    {
        let b = pass.backend;
        let c = &self.config;
        let scale = (c.d_model as f32).sqrt();
        let mut grads = Grads::default();
        let g = &mut grads;
        let mut dy = self
            .generator
            .backward(b, &cache.decoder_out, dlogits, g, "generator");
        if let (Some(norm), Some(x)) = (&self.decoder_norm, &cache.decoder_norm_in) {
            dy = norm.backward(b, x, &dy, g, "transformer.decoder.norm");
        }
        let mut dmemory: Option<B::Tensor> = None;
        for (i, (layer, lc)) in self.decoder.iter().zip(&cache.decoder).enumerate().rev() {
            let prefix = format!("transformer.decoder.layers.{i}");
            let (d, dm) = layer.backward(pass, lc, &dy, g, &prefix);
            dy = d;
            dmemory = Some(match dmemory {
                Some(sum) => b.add(&sum, &dm),
                None => dm,
            });
        }
        let dy = pass.dropout_backward(dy, cache.tgt_seed);
        let tgt = &cache.tgt;
        let d_tgt = b.embed_backward(&tgt.ids, &dy, c.tgt_vocab_size, scale);
        g.add(b, "tgt_embed.weight".into(), d_tgt);

        let mut dx = dmemory.expect("the decoder has at least one layer");
        if let (Some(norm), Some(x)) = (&self.encoder_norm, &cache.encoder_norm_in) {
            dx = norm.backward(b, x, &dx, g, "transformer.encoder.norm");
        }
        for (i, (layer, lc)) in self.encoder.iter().zip(&cache.encoder).enumerate().rev() {
            let prefix = format!("transformer.encoder.layers.{i}");
            dx = layer.backward(pass, lc, &dx, g, &prefix);
        }
        let dx = pass.dropout_backward(dx, cache.src_seed);
        let src = &cache.src;
        let d_src = b.embed_backward(&src.ids, &dx, c.src_vocab_size, scale);
        g.add(b, "src_embed.weight".into(), d_src);
        if self.tied {
            // One matrix used three times: its gradient is the sum of the three uses'.
            for name in ["tgt_embed.weight", "generator.weight"] {
                let other = g.tensors.remove(name).expect("computed above");
                g.add(b, "src_embed.weight".into(), other);
            }
        }
        grads
    }

    /// Shares one matrix between the source embedding, the target embedding and the
    /// generator (the paper's weight tying), starting from the source embedding. Needs one
    /// vocabulary for both sides.
    pub fn tie_weights(&mut self) -> Result<()> {
        let c = &self.config;
        if c.src_vocab_size != c.tgt_vocab_size {
            return Err(crate::error::Error::Config(format!(
                "tied weights need one vocabulary, but the source has {} tokens and the target {}",
                c.src_vocab_size, c.tgt_vocab_size
            )));
        }
        self.tied = true;
        self.sync_tied();
        Ok(())
    }

    /// After the shared matrix (`src_embed`) changed: the other two uses follow it.
    pub fn sync_tied(&mut self) {
        if self.tied {
            self.tgt_embed = self.src_embed.clone();
            self.generator.weight = self.src_embed.clone();
        }
    }

    /// One forward and backward: the label-smoothed cross-entropy of predicting `tgt_out` from
    /// `src` and `tgt_in` (`tgt_in` = bos + tokens, `tgt_out` = tokens + eos, padded alike),
    /// `[1]` on the device, and every parameter's gradient.
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
            return Err(crate::error::Error::Input(
                "target input and target output have different shapes".into(),
            ));
        }
        let (logits, cache) = self.train_forward(pass, src, tgt_in)?;
        let b = pass.backend;
        let (loss, dlogits) =
            b.cross_entropy(&logits, &tgt_out.ids, self.config.pad_id, label_smoothing);
        let grads = self.backward(pass, &cache, &dlogits);
        Ok((loss, grads))
    }

    /// Every trained parameter with the name its gradient has in [`Grads`] (a tied matrix
    /// once, as `src_embed.weight`).
    pub fn params_mut(&mut self) -> Vec<(String, &mut B::Tensor)> {
        let mut out = vec![("src_embed.weight".to_string(), &mut self.src_embed)];
        if !self.tied {
            out.push(("tgt_embed.weight".to_string(), &mut self.tgt_embed));
        }
        for (i, layer) in self.encoder.iter_mut().enumerate() {
            layer.params_mut(&format!("transformer.encoder.layers.{i}"), &mut out);
        }
        if let Some(norm) = &mut self.encoder_norm {
            norm.params_mut("transformer.encoder.norm", &mut out);
        }
        for (i, layer) in self.decoder.iter_mut().enumerate() {
            layer.params_mut(&format!("transformer.decoder.layers.{i}"), &mut out);
        }
        if let Some(norm) = &mut self.decoder_norm {
            norm.params_mut("transformer.decoder.norm", &mut out);
        }
        if self.tied {
            out.push(("generator.bias".to_string(), &mut self.generator.bias));
        } else {
            self.generator.params_mut("generator", &mut out);
        }
        out
    }

    /// Gradients downloaded and named as PyTorch names the parameters (W_Q, W_K, W_V packed
    /// into `in_proj_*`).
    pub fn grads_to_host(&self, b: &B, grads: &Grads<B>) -> Result<HostParams> {
        let mut host = std::collections::BTreeMap::new();
        for (name, g) in &grads.tensors {
            host.insert(name.clone(), b.download(g)?);
        }
        pytorch_names(host)
    }

    /// Every parameter in PyTorch's naming, from host copies of the tensors
    /// [`Transformer::params_mut`] lists (by its names): for callers that read the parameters
    /// back their own way, as the browser does asynchronously. A tied matrix appears under its
    /// three names, as [`Transformer::export`] writes it.
    pub fn export_host(
        &self,
        named: std::collections::BTreeMap<String, Tensor>,
    ) -> Result<HostParams> {
        let mut out = pytorch_names(named)?;
        if self.tied {
            let shared = out
                .tensors
                .get("src_embed.weight")
                .cloned()
                .ok_or_else(|| {
                    crate::error::Error::Input("the tied embedding matrix is missing".into())
                })?;
            out.tensors
                .insert("tgt_embed.weight".into(), shared.clone());
            out.tensors.insert("generator.weight".into(), shared);
        }
        Ok(out)
    }
}

/// Host tensors named as in [`Grads`] (separate `w_q`, `w_k`, `w_v`) renamed as PyTorch names
/// them (packed into `in_proj_*`).
fn pytorch_names(host: std::collections::BTreeMap<String, Tensor>) -> Result<HostParams> {
    let mut out = HostParams::default();
    let mut split: std::collections::BTreeMap<String, [Option<Tensor>; 3]> = Default::default();
    for (name, t) in host {
        let proj = ["w_q", "w_k", "w_v"]
            .iter()
            .position(|p| name.contains(&format!(".{p}.")));
        match proj {
            Some(i) => {
                let (prefix, rest) = name
                    .split_once(&format!(".{}.", ["w_q", "w_k", "w_v"][i]))
                    .expect("matched above");
                let key = format!("{prefix}.in_proj_{rest}");
                split.entry(key).or_default()[i] = Some(t);
            }
            None => {
                out.tensors.insert(name, t);
            }
        }
    }
    for (name, [q, k, v]) in split {
        let missing = || crate::error::Error::Input(format!("{name}: a projection has no tensor"));
        let packed = pack_in_proj(
            &name,
            [
                &q.ok_or_else(missing)?,
                &k.ok_or_else(missing)?,
                &v.ok_or_else(missing)?,
            ],
        )?;
        out.tensors.insert(name, packed);
    }
    Ok(out)
}
