//! A restricted unpickler for the `data.pkl` that `torch.save(state_dict)` writes: it knows the
//! handful of opcodes and globals such a pickle uses, builds plain values from them, and refuses
//! everything else. Nothing in the pickle is ever called: an allowed global is a name matched
//! against a fixed list, and `REDUCE` on one builds the value it stands for.
//!
//! Bounded: every length is checked against the bytes left, the stack, the marks and the memo
//! have fixed limits, values nest at most [`MAX_DEPTH`] deep (so dropping one cannot overflow the
//! stack), and the bytes that copying and nesting values costs (`BINGET`, `BINPUT`, `TUPLE`,
//! ...) are charged against a budget proportional to the pickle's length, at most
//! [`MAX_PICKLE_BYTES`]. The memo holds copies: a container changed after it is memoized is not
//! seen changed through the memo, which the pickles torch.save writes never rely on.

use std::collections::HashMap;

/// How deep values may nest; a state dict's pickle needs 4 (dict, metadata dict, entry, field).
const MAX_DEPTH: usize = 32;
/// The most values on the stack, and the most marks, at once (pickles batch 1000 items).
const MAX_STACK: usize = 1 << 20;
/// The most memo entries.
const MAX_MEMO: usize = 1 << 20;
/// The longest `GLOBAL` module or name, in bytes.
const MAX_GLOBAL_NAME: usize = 256;
/// The longest pickle read: a state dict of 20 000 tensors takes about 3 MB.
pub const MAX_PICKLE_BYTES: u64 = 4 << 20;
/// Bytes of values copied or nested per pickle byte, plus a constant, before the pickle is
/// refused as too costly; the pickles torch.save writes need 20 to 35.
const WORK_PER_BYTE: usize = 64;
const WORK_BASE: usize = 1 << 20;

/// A storage class of `torch`: the element type of a storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageType {
    Float,
    Half,
    BFloat16,
    /// A storage class attend does not convert (its `torch.` name), refused by tensor name later.
    Other(&'static str),
}

/// The storage classes a pickle may name, with the element type of each.
const STORAGE_CLASSES: [(&str, StorageType); 12] = [
    ("FloatStorage", StorageType::Float),
    ("HalfStorage", StorageType::Half),
    ("BFloat16Storage", StorageType::BFloat16),
    ("DoubleStorage", StorageType::Other("DoubleStorage")),
    ("LongStorage", StorageType::Other("LongStorage")),
    ("IntStorage", StorageType::Other("IntStorage")),
    ("ShortStorage", StorageType::Other("ShortStorage")),
    ("CharStorage", StorageType::Other("CharStorage")),
    ("ByteStorage", StorageType::Other("ByteStorage")),
    ("BoolStorage", StorageType::Other("BoolStorage")),
    (
        "ComplexFloatStorage",
        StorageType::Other("ComplexFloatStorage"),
    ),
    (
        "ComplexDoubleStorage",
        StorageType::Other("ComplexDoubleStorage"),
    ),
];

/// The globals a pickle may name and call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callable {
    /// `collections.OrderedDict`: `OrderedDict()` is an empty dict.
    OrderedDict,
    /// `torch._utils._rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks[, metadata])`.
    RebuildTensor,
    /// `torch._utils._rebuild_parameter(tensor, requires_grad, hooks)`: the tensor itself.
    RebuildParameter,
}

/// One storage, as a persistent id names it: `('storage', class, key, location, numel)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    pub kind: StorageType,
    /// The entry `<root>/data/<key>` of the archive holding its bytes.
    pub key: String,
    /// Its length in elements.
    pub numel: usize,
}

/// One tensor: a view of a storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorRef {
    pub storage: Storage,
    /// Offset of the first element, in elements.
    pub offset: usize,
    pub shape: Vec<usize>,
    /// Steps between neighbours along each dimension, in elements.
    pub stride: Vec<usize>,
}

/// A value the pickle builds.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    Str(String),
    Tuple(Vec<Value>),
    List(Vec<Value>),
    /// A dict or `OrderedDict`, its items in order (a repeated key: the last one counts).
    Dict(Vec<(Value, Value)>),
    Global(Callable),
    StorageClass(StorageType),
    Storage(Box<Storage>),
    Tensor(Box<TensorRef>),
}

impl Value {
    /// What kind of value this is, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::None => "None",
            Value::Bool(_) => "a bool",
            Value::Int(_) => "an int",
            Value::Str(_) => "a string",
            Value::Tuple(_) => "a tuple",
            Value::List(_) => "a list",
            Value::Dict(_) => "a dict",
            Value::Global(_) => "a function",
            Value::StorageClass(_) => "a storage class",
            Value::Storage(_) => "a storage",
            Value::Tensor(_) => "a tensor",
        }
    }

    /// The values this one holds.
    fn children(&self) -> Box<dyn Iterator<Item = &Value> + '_> {
        match self {
            Value::Tuple(items) | Value::List(items) => Box::new(items.iter()),
            Value::Dict(items) => Box::new(items.iter().flat_map(|(k, v)| [k, v])),
            _ => Box::new(std::iter::empty()),
        }
    }

    /// The bytes this value holds beyond its own slot.
    fn payload(&self) -> usize {
        let words = size_of::<usize>();
        match self {
            Value::Str(s) => s.len(),
            Value::Tuple(items) | Value::List(items) => items.len() * size_of::<Value>(),
            Value::Dict(items) => items.len() * 2 * size_of::<Value>(),
            Value::Storage(s) => size_of::<Storage>() + s.key.len(),
            Value::Tensor(t) => {
                size_of::<TensorRef>() + t.storage.key.len() + 2 * t.shape.len() * words
            }
            _ => 0,
        }
    }

    /// How many bytes this value is made of, and how deep it nests (a leaf is 0). Recurses at
    /// most [`MAX_DEPTH`] deep: no value nests deeper.
    fn measure(&self) -> (usize, usize) {
        let own = size_of::<Value>() + self.payload();
        self.children().fold((own, 0), |(size, depth), child| {
            let (s, d) = child.measure();
            (size + s, depth.max(d + 1))
        })
    }
}

/// Why a pickle was refused (the caller adds the file's name).
pub type Refusal = String;

/// What a refused global or opcode is told: the pickle is not a plain state dict.
fn not_tensors(what: &str) -> Refusal {
    format!(
        "the pickle holds something other than tensors ({what}); attend reads only tensors and \
         never runs pickled code"
    )
}

/// The allowed value a `GLOBAL module name` stands for.
fn global(module: &str, name: &str) -> Result<Value, Refusal> {
    match (module, name) {
        ("collections", "OrderedDict") => Ok(Value::Global(Callable::OrderedDict)),
        ("torch._utils", "_rebuild_tensor_v2") => Ok(Value::Global(Callable::RebuildTensor)),
        ("torch._utils", "_rebuild_parameter") => Ok(Value::Global(Callable::RebuildParameter)),
        ("torch", class) => STORAGE_CLASSES
            .iter()
            .find(|(n, _)| *n == class)
            .map(|(_, kind)| Value::StorageClass(*kind))
            .ok_or_else(|| not_tensors(&format!("the global {module}.{name}"))),
        _ => Err(not_tensors(&format!("the global {module}.{name}"))),
    }
}

/// An int that must be a non-negative size.
fn size(v: &Value, what: &str) -> Result<usize, Refusal> {
    match v {
        Value::Int(i) => usize::try_from(*i).map_err(|_| format!("{what} is negative ({i})")),
        other => Err(format!("{what} is {}, not an int", other.kind())),
    }
}

/// A tuple of sizes (a shape or strides).
fn sizes(v: &Value, what: &str) -> Result<Vec<usize>, Refusal> {
    match v {
        Value::Tuple(items) => items.iter().map(|i| size(i, what)).collect(),
        other => Err(format!("{what} is {}, not a tuple", other.kind())),
    }
}

/// The storage a persistent id names: `('storage', class, key, location, numel)`.
fn storage(pid: Value) -> Result<Value, Refusal> {
    let Value::Tuple(items) = pid else {
        return Err(format!("a persistent id is {}, not a tuple", pid.kind()));
    };
    match items.as_slice() {
        [Value::Str(tag), Value::StorageClass(kind), Value::Str(key), Value::Str(_), numel]
            if tag == "storage" =>
        {
            Ok(Value::Storage(Box::new(Storage {
                kind: *kind,
                key: key.clone(),
                numel: size(numel, "a storage's length")?,
            })))
        }
        _ => Err(
            "a persistent id is not the ('storage', class, key, location, numel) that \
                  torch.save writes"
                .to_string(),
        ),
    }
}

/// What calling an allowed global with `args` gives.
fn reduce(callable: Value, args: Value) -> Result<Value, Refusal> {
    let Value::Global(callable) = callable else {
        return Err(not_tensors(&format!("a call of {}", callable.kind())));
    };
    let Value::Tuple(args) = args else {
        return Err(format!("the arguments of a call are {}", args.kind()));
    };
    match (callable, args.as_slice()) {
        (Callable::OrderedDict, []) => Ok(Value::Dict(Vec::new())),
        (Callable::RebuildTensor, [Value::Storage(s), offset, shape, stride, _, _, rest @ ..])
            if rest.len() <= 1 =>
        {
            let shape = sizes(shape, "a tensor's shape")?;
            let stride = sizes(stride, "a tensor's stride")?;
            if shape.len() != stride.len() {
                return Err(format!(
                    "a tensor has shape {shape:?} but strides {stride:?}: not one per dimension"
                ));
            }
            Ok(Value::Tensor(Box::new(TensorRef {
                storage: (**s).clone(),
                offset: size(offset, "a tensor's storage offset")?,
                shape,
                stride,
            })))
        }
        (Callable::RebuildParameter, [t @ Value::Tensor(_), _, _]) => Ok(t.clone()),
        (callable, _) => Err(format!(
            "a call of {callable:?} has {} arguments that are not what torch.save writes",
            args.len()
        )),
    }
}

/// The unpickler's state.
struct Machine<'a> {
    bytes: &'a [u8],
    pos: usize,
    stack: Vec<Value>,
    /// Stack lengths at each `MARK`.
    marks: Vec<usize>,
    memo: HashMap<u32, Value>,
    /// Values that may still be copied.
    work_left: usize,
}

impl<'a> Machine<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], Refusal> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())
            .ok_or_else(|| {
                format!(
                    "the pickle ends early: {n} bytes wanted at byte {}, {} left",
                    self.pos,
                    self.bytes.len() - self.pos
                )
            })?;
        let taken = &self.bytes[self.pos..end];
        self.pos = end;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], Refusal> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn u8(&mut self) -> Result<u8, Refusal> {
        Ok(self.array::<1>()?[0])
    }

    fn u32(&mut self) -> Result<u32, Refusal> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    /// A string of `n` bytes of UTF-8.
    fn text(&mut self, n: usize) -> Result<String, Refusal> {
        let at = self.pos;
        let raw = self.take(n)?;
        String::from_utf8(raw.to_vec()).map_err(|_| format!("the string at byte {at} is not UTF-8"))
    }

    /// A `GLOBAL` operand: text up to a newline.
    fn line(&mut self) -> Result<String, Refusal> {
        let rest = &self.bytes[self.pos..];
        let n = rest
            .iter()
            .take(MAX_GLOBAL_NAME + 1)
            .position(|&b| b == b'\n')
            .ok_or_else(|| {
                format!(
                    "a global's name at byte {} is unterminated or longer than \
                     {MAX_GLOBAL_NAME} bytes",
                    self.pos
                )
            })?;
        let s = self.text(n)?;
        self.pos += 1;
        Ok(s)
    }

    /// Charges copying `v`; refuses a value that nests too deep.
    fn charge(&mut self, v: &Value) -> Result<(), Refusal> {
        let (size, depth) = v.measure();
        self.spend(size, depth)
    }

    /// Charges putting `items` into a container; refuses them if it would nest too deep.
    fn charge_items(&mut self, items: &[Value]) -> Result<(), Refusal> {
        let (size, depth) = items.iter().fold((0, 0), |(size, depth), item| {
            let (s, d) = item.measure();
            (size + s, depth.max(d + 1))
        });
        self.spend(size, depth)
    }

    fn spend(&mut self, size: usize, depth: usize) -> Result<(), Refusal> {
        self.work_left = self.work_left.checked_sub(size).ok_or_else(|| {
            "the pickle copies more values than a state dict of its length needs".to_string()
        })?;
        if depth >= MAX_DEPTH {
            return Err(format!(
                "the pickle nests values more than {MAX_DEPTH} deep"
            ));
        }
        Ok(())
    }

    fn push(&mut self, v: Value) -> Result<(), Refusal> {
        if self.stack.len() >= MAX_STACK {
            return Err(format!("the pickle's stack grows past {MAX_STACK} values"));
        }
        self.stack.push(v);
        Ok(())
    }

    fn pop(&mut self) -> Result<Value, Refusal> {
        let floor = self.marks.last().copied().unwrap_or(0);
        match self.stack.pop() {
            Some(v) if self.stack.len() >= floor => Ok(v),
            _ => Err(format!(
                "the pickle pops an empty stack at byte {}",
                self.pos
            )),
        }
    }

    fn top(&mut self) -> Result<&mut Value, Refusal> {
        let at = self.pos;
        let floor = self.marks.last().copied().unwrap_or(0);
        self.stack
            .get_mut(floor..)
            .and_then(|frame| frame.last_mut())
            .ok_or_else(|| format!("the pickle reads an empty stack at byte {at}"))
    }

    /// The values pushed since the last `MARK`, which is removed.
    fn pop_mark(&mut self) -> Result<Vec<Value>, Refusal> {
        let mark = self
            .marks
            .pop()
            .ok_or_else(|| format!("the pickle has no MARK to pop to at byte {}", self.pos))?;
        if mark > self.stack.len() {
            return Err(format!("the pickle pops past a MARK at byte {}", self.pos));
        }
        Ok(self.stack.split_off(mark))
    }

    fn put(&mut self, index: u32) -> Result<(), Refusal> {
        let v = self.top()?.clone();
        self.charge(&v)?;
        if self.memo.len() >= MAX_MEMO && !self.memo.contains_key(&index) {
            return Err(format!("the pickle's memo grows past {MAX_MEMO} values"));
        }
        self.memo.insert(index, v);
        Ok(())
    }

    fn get(&mut self, index: u32) -> Result<(), Refusal> {
        let v = self
            .memo
            .get(&index)
            .cloned()
            .ok_or_else(|| format!("the pickle reads memo {index}, which was never written"))?;
        self.charge(&v)?;
        self.push(v)
    }

    fn tuple(&mut self, n: usize) -> Result<(), Refusal> {
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(self.pop()?);
        }
        items.reverse();
        self.nest_tuple(items)
    }

    /// Pushes a tuple of `items`, once they are checked.
    fn nest_tuple(&mut self, items: Vec<Value>) -> Result<(), Refusal> {
        self.charge_items(&items)?;
        self.push(Value::Tuple(items))
    }

    /// Adds key-value pairs to the dict on top of the stack.
    fn set_items(&mut self, items: Vec<Value>) -> Result<(), Refusal> {
        if items.len() % 2 != 0 {
            return Err(format!(
                "SETITEMS at byte {} has an odd number of values",
                self.pos
            ));
        }
        self.charge_items(&items)?;
        let at = self.pos;
        let Value::Dict(dict) = self.top()? else {
            return Err(format!(
                "SETITEM at byte {at} sets an item of something not a dict"
            ));
        };
        let mut items = items.into_iter();
        while let (Some(k), Some(v)) = (items.next(), items.next()) {
            dict.push((k, v));
        }
        Ok(())
    }

    /// Appends values to the list on top of the stack.
    fn append(&mut self, items: Vec<Value>) -> Result<(), Refusal> {
        self.charge_items(&items)?;
        let at = self.pos;
        let Value::List(list) = self.top()? else {
            return Err(format!(
                "APPEND at byte {at} appends to something not a list"
            ));
        };
        list.extend(items);
        Ok(())
    }

    /// Runs one opcode; `Some(value)` at `STOP`.
    fn step(&mut self) -> Result<Option<Value>, Refusal> {
        let at = self.pos;
        let op = self.u8()?;
        match op {
            0x80 => {
                let proto = self.u8()?;
                if !(2..=5).contains(&proto) {
                    return Err(format!(
                        "pickle protocol {proto} is not one torch.save writes"
                    ));
                }
            }
            0x95 => {
                self.take(8)?; // FRAME: a length hint
            }
            b'}' => self.push(Value::Dict(Vec::new()))?,
            b']' => self.push(Value::List(Vec::new()))?,
            b')' => self.push(Value::Tuple(Vec::new()))?,
            b'(' => {
                if self.marks.len() >= MAX_STACK {
                    return Err(format!("the pickle sets more than {MAX_STACK} marks"));
                }
                self.marks.push(self.stack.len());
            }
            b'q' => {
                let i = self.u8()?;
                self.put(u32::from(i))?;
            }
            b'r' => {
                let i = self.u32()?;
                self.put(i)?;
            }
            0x94 => {
                let i = u32::try_from(self.memo.len())
                    .map_err(|_| "the pickle's memo is full".to_string())?;
                self.put(i)?;
            }
            b'h' => {
                let i = self.u8()?;
                self.get(u32::from(i))?;
            }
            b'j' => {
                let i = self.u32()?;
                self.get(i)?;
            }
            b'X' => {
                let n = self.u32()? as usize;
                let s = self.text(n)?;
                self.push(Value::Str(s))?;
            }
            0x8c => {
                let n = self.u8()?;
                let s = self.text(usize::from(n))?;
                self.push(Value::Str(s))?;
            }
            b'J' => {
                let i = i32::from_le_bytes(self.array()?);
                self.push(Value::Int(i64::from(i)))?;
            }
            b'K' => {
                let i = self.u8()?;
                self.push(Value::Int(i64::from(i)))?;
            }
            b'M' => {
                let i = u16::from_le_bytes(self.array()?);
                self.push(Value::Int(i64::from(i)))?;
            }
            0x8a => {
                let n = usize::from(self.u8()?);
                if n > 8 {
                    return Err(format!("the integer at byte {at} is wider than 64 bits"));
                }
                let raw = self.take(n)?;
                // Little-endian two's complement, sign-extended from its last byte.
                let fill = if raw.last().is_some_and(|b| b & 0x80 != 0) {
                    0xff
                } else {
                    0
                };
                let mut wide = [fill; 8];
                wide[..n].copy_from_slice(raw);
                self.push(Value::Int(i64::from_le_bytes(wide)))?;
            }
            b'N' => self.push(Value::None)?,
            0x88 => self.push(Value::Bool(true))?,
            0x89 => self.push(Value::Bool(false))?,
            b't' => {
                let items = self.pop_mark()?;
                self.nest_tuple(items)?;
            }
            0x85 => self.tuple(1)?,
            0x86 => self.tuple(2)?,
            0x87 => self.tuple(3)?,
            b'c' => {
                let module = self.line()?;
                let name = self.line()?;
                self.push(global(&module, &name)?)?;
            }
            0x93 => {
                let name = self.pop()?;
                let module = self.pop()?;
                let (Value::Str(module), Value::Str(name)) = (module, name) else {
                    return Err(format!("STACK_GLOBAL at byte {at} names no string global"));
                };
                self.push(global(&module, &name)?)?;
            }
            b'Q' => {
                let pid = self.pop()?;
                self.push(storage(pid)?)?;
            }
            b'R' => {
                let args = self.pop()?;
                let callable = self.pop()?;
                let v = reduce(callable, args)?;
                self.push(v)?;
            }
            b's' => {
                let v = self.pop()?;
                let k = self.pop()?;
                self.set_items(vec![k, v])?;
            }
            b'u' => {
                let items = self.pop_mark()?;
                self.set_items(items)?;
            }
            b'a' => {
                let v = self.pop()?;
                self.append(vec![v])?;
            }
            b'e' => {
                let items = self.pop_mark()?;
                self.append(items)?;
            }
            b'b' => {
                // An OrderedDict's attributes: state_dict() keeps `_metadata` there.
                let state = self.pop()?;
                if !matches!((&state, self.top()?), (Value::Dict(_), Value::Dict(_))) {
                    return Err(not_tensors(&format!(
                        "BUILD at byte {at} sets the state of something other than a dict"
                    )));
                }
            }
            b'.' => {
                let v = self.pop()?;
                if !self.stack.is_empty() || !self.marks.is_empty() {
                    return Err("the pickle stops with values left on its stack".to_string());
                }
                return Ok(Some(v));
            }
            other => {
                return Err(not_tensors(&format!(
                    "opcode 0x{other:02x} at byte {at}, which torch.save does not write for a \
                     state dict"
                )))
            }
        }
        Ok(None)
    }
}

/// The value a pickle builds. Never panics; refuses any global or opcode a state dict's pickle
/// does not use.
pub fn load(bytes: &[u8]) -> Result<Value, Refusal> {
    let mut m = Machine {
        bytes,
        pos: 0,
        stack: Vec::new(),
        marks: Vec::new(),
        memo: HashMap::new(),
        work_left: bytes
            .len()
            .saturating_mul(WORK_PER_BYTE)
            .saturating_add(WORK_BASE),
    };
    loop {
        if let Some(v) = m.step()? {
            return Ok(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(bytes: &[u8], phrase: &str) {
        let why = load(bytes).expect_err(phrase);
        assert!(why.contains(phrase), "{why:?} lacks {phrase:?}");
    }

    #[test]
    fn long1_is_signed_little_endian() {
        assert_eq!(load(b"\x80\x02\x8a\x02\x00\x80."), Ok(Value::Int(-32768)));
        assert_eq!(load(b"\x80\x02\x8a\x02\xff\x7f."), Ok(Value::Int(32767)));
        assert_eq!(load(b"\x80\x02\x8a\x00."), Ok(Value::Int(0)));
        refused(
            b"\x80\x02\x8a\x09\x00\x00\x00\x00\x00\x00\x00\x00\x01.",
            "wider than 64",
        );
    }

    #[test]
    fn globals_outside_the_list_are_refused() {
        refused(b"\x80\x02cposix\nsystem\n.", "the global posix.system");
        refused(b"\x80\x02ctorch\nload\n.", "the global torch.load");
        refused(
            b"\x80\x04\x8c\x08builtins\x8c\x04eval\x93.",
            "the global builtins.eval",
        );
        // An allowed storage class is a name, not something to call.
        refused(
            b"\x80\x02ctorch\nFloatStorage\n)R.",
            "a call of a storage class",
        );
    }

    #[test]
    fn the_stack_and_marks_are_checked() {
        refused(b"\x80\x02t.", "no MARK");
        refused(b"\x80\x02K\x01(\x85.", "empty stack");
        refused(b"\x80\x02K\x01K\x02.", "values left");
        refused(b"\x80\x02h\x07.", "memo 7");
        refused(b"\x80\x02", "ends early");
    }

    #[test]
    fn values_cannot_nest_without_bound() {
        let mut deep = b"\x80\x02)".to_vec();
        deep.extend([0x85; 100]);
        deep.push(b'.');
        refused(&deep, "more than 32 deep");
    }

    #[test]
    fn copying_is_bounded_by_the_pickles_length() {
        // A list of 1000 ints, copied from the memo over and over.
        let mut bomb = b"\x80\x02](".to_vec();
        bomb.extend([b'K', 1].repeat(1000));
        bomb.extend(b"eq\x00");
        bomb.extend(b"h\x00".repeat(100_000));
        refused(&bomb, "copies more values");
    }
}
