//! The whole encoder-decoder (paper, figure 1): embeddings + positional encoding, the encoder
//! stack, the decoder stack, and the generator that turns decoder outputs into logits.

use super::batch::Batch;
use super::config::Config;
use super::decoder::DecoderLayer;
use super::encoder::EncoderLayer;
use super::layer_norm::LayerNorm;
use super::linear::Linear;
use super::params::HostParams;
use super::pass::Pass;
use super::positional::positional_encoding;
use crate::backend::{AttentionMask, Backend};
use crate::error::Result;
use crate::tensor::Tensor;

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
}
