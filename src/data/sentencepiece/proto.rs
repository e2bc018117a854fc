//! The few fields of SentencePiece's `ModelProto` (sentencepiece_model.proto) that encoding and
//! decoding read, from the protobuf wire format. Every read is bounds-checked: a truncated or
//! garbled file gives an error, never a panic.

/// What a piece is for (`ModelProto.SentencePiece.Type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceType {
    /// A piece of text.
    Normal,
    /// The unknown piece (exactly one).
    Unknown,
    /// A control symbol such as `<s>`: never produced from text, decoded to nothing.
    Control,
    /// A symbol the user asked for: always one piece, never normalised.
    UserDefined,
    /// A piece left out of encoding.
    Unused,
    /// One byte, `<0xXX>`, for byte fallback.
    Byte,
}

/// One vocabulary entry.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub piece: String,
    pub score: f32,
    pub kind: PieceType,
}

/// The segmentation algorithm (`TrainerSpec.ModelType`); 3 and 4 are WORD and CHAR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelType {
    Unigram,
    Bpe,
}

/// A normaliser's settings (`NormalizerSpec`), with the proto's defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct NormalizerSpec {
    pub name: String,
    pub precompiled_charsmap: Vec<u8>,
    pub add_dummy_prefix: bool,
    pub remove_extra_whitespaces: bool,
    pub escape_whitespaces: bool,
}

impl Default for NormalizerSpec {
    fn default() -> Self {
        NormalizerSpec {
            name: String::new(),
            precompiled_charsmap: Vec::new(),
            add_dummy_prefix: true,
            remove_extra_whitespaces: true,
            escape_whitespaces: true,
        }
    }
}

/// The fields of a `ModelProto` that this crate reads.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelProto {
    pub pieces: Vec<Piece>,
    /// `trainer_spec.model_type` as stored (1 unigram, 2 BPE, 3 word, 4 char).
    pub model_type: u64,
    pub byte_fallback: bool,
    pub treat_whitespace_as_suffix: bool,
    /// What an unknown piece decodes to (`trainer_spec.unk_surface`).
    pub unk_surface: String,
    /// `trainer_spec`'s unk, bos, eos and pad ids (-1: none), as trained.
    pub special_ids: [i64; 4],
    pub normalizer: NormalizerSpec,
    pub denormalizer: Option<NormalizerSpec>,
}

/// A protobuf value as it comes off the wire.
enum Value<'a> {
    Varint(u64),
    Fixed32(u32),
    Bytes(&'a [u8]),
}

/// A cursor over a protobuf message's fields.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    fn varint(&mut self) -> Result<u64, String> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self
                .bytes
                .get(self.at)
                .ok_or_else(|| format!("truncated varint at byte {}", self.at))?;
            self.at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(format!("varint longer than 10 bytes at byte {}", self.at))
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())
            .ok_or_else(|| {
                format!(
                    "a field of {n} bytes at byte {} runs past the end ({} bytes)",
                    self.at,
                    self.bytes.len()
                )
            })?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    /// The next field's number and value, or `None` at the end.
    fn field(&mut self) -> Result<Option<(u64, Value<'a>)>, String> {
        if self.at == self.bytes.len() {
            return Ok(None);
        }
        let key = self.varint()?;
        let value = match key & 7 {
            0 => Value::Varint(self.varint()?),
            1 => {
                self.take(8)?;
                Value::Varint(0)
            }
            2 => {
                let n = usize::try_from(self.varint()?).map_err(|_| "length too large")?;
                Value::Bytes(self.take(n)?)
            }
            5 => {
                let b = self.take(4)?;
                Value::Fixed32(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            }
            wire => return Err(format!("unsupported wire type {wire} at byte {}", self.at)),
        };
        Ok(Some((key >> 3, value)))
    }
}

fn string(value: Value, what: &str) -> Result<String, String> {
    match value {
        Value::Bytes(b) => {
            String::from_utf8(b.to_vec()).map_err(|_| format!("{what} is not UTF-8"))
        }
        _ => Err(format!("{what} is not a string")),
    }
}

fn bytes<'a>(value: Value<'a>, what: &str) -> Result<&'a [u8], String> {
    match value {
        Value::Bytes(b) => Ok(b),
        _ => Err(format!("{what} is not a length-delimited field")),
    }
}

fn varint(value: Value, what: &str) -> Result<u64, String> {
    match value {
        Value::Varint(v) => Ok(v),
        _ => Err(format!("{what} is not a varint")),
    }
}

fn piece(bytes: &[u8]) -> Result<Piece, String> {
    let mut out = Piece {
        piece: String::new(),
        score: 0.0,
        kind: PieceType::Normal,
    };
    let mut r = Reader::new(bytes);
    while let Some((number, value)) = r.field()? {
        match number {
            1 => out.piece = string(value, "a piece")?,
            2 => match value {
                Value::Fixed32(bits) => out.score = f32::from_bits(bits),
                _ => return Err("a piece's score is not a float".into()),
            },
            3 => {
                out.kind = match varint(value, "a piece's type")? {
                    1 => PieceType::Normal,
                    2 => PieceType::Unknown,
                    3 => PieceType::Control,
                    4 => PieceType::UserDefined,
                    5 => PieceType::Unused,
                    6 => PieceType::Byte,
                    t => return Err(format!("unknown piece type {t}")),
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

fn normalizer(bytes: &[u8]) -> Result<NormalizerSpec, String> {
    let mut out = NormalizerSpec::default();
    let mut r = Reader::new(bytes);
    while let Some((number, value)) = r.field()? {
        match number {
            1 => out.name = string(value, "the normaliser's name")?,
            2 => out.precompiled_charsmap = bytes_of(value)?,
            3 => out.add_dummy_prefix = varint(value, "add_dummy_prefix")? != 0,
            4 => out.remove_extra_whitespaces = varint(value, "remove_extra_whitespaces")? != 0,
            5 => out.escape_whitespaces = varint(value, "escape_whitespaces")? != 0,
            _ => {}
        }
    }
    Ok(out)
}

fn bytes_of(value: Value) -> Result<Vec<u8>, String> {
    bytes(value, "precompiled_charsmap").map(<[u8]>::to_vec)
}

/// Parses a serialised `ModelProto`; the error says what is wrong and where, without the file's
/// name (the caller adds it).
pub fn parse(bytes: &[u8]) -> Result<ModelProto, String> {
    let mut model = ModelProto {
        pieces: Vec::new(),
        model_type: 1,
        byte_fallback: false,
        treat_whitespace_as_suffix: false,
        unk_surface: " \u{2047} ".into(),
        special_ids: [0, 1, 2, -1],
        normalizer: NormalizerSpec::default(),
        denormalizer: None,
    };
    let mut r = Reader::new(bytes);
    while let Some((number, value)) = r.field()? {
        match number {
            1 => model.pieces.push(piece(self::bytes(value, "a piece")?)?),
            2 => trainer(self::bytes(value, "trainer_spec")?, &mut model)?,
            3 => model.normalizer = normalizer(self::bytes(value, "normalizer_spec")?)?,
            5 => model.denormalizer = Some(normalizer(self::bytes(value, "denormalizer_spec")?)?),
            _ => {}
        }
    }
    Ok(model)
}

fn trainer(bytes: &[u8], model: &mut ModelProto) -> Result<(), String> {
    let mut r = Reader::new(bytes);
    while let Some((number, value)) = r.field()? {
        match number {
            3 => model.model_type = varint(value, "model_type")?,
            24 => {
                model.treat_whitespace_as_suffix = varint(value, "treat_whitespace_as_suffix")? != 0
            }
            35 => model.byte_fallback = varint(value, "byte_fallback")? != 0,
            40..=43 => {
                // int32: a negative id is sign-extended to ten bytes.
                let id = varint(value, "a special id")? as i64;
                model.special_ids[number as usize - 40] = i64::from(id as i32);
            }
            44 => model.unk_surface = string(value, "unk_surface")?,
            _ => {}
        }
    }
    Ok(())
}
