//! The wasm build's memory allocator: the standard one (dlmalloc), with every block of a page
//! (4 KiB) or more placed at the start of a page.
//!
//! Why: on some CPUs the C library's `memmove`, which the browser's `memory.copy` calls, copies a
//! block many times slower when the copy starts a few bytes past a whole number of pages beyond
//! the original (docs/performance.md, "Memory"). dlmalloc puts a new block 8 bytes past the end
//! of the one before it, and the model's tensors are mostly whole numbers of pages (64 rows of 32
//! numbers are 8 KiB), so a copy of a tensor just made (attention's weights kept for the backward
//! pass, the scores copied to be masked) would land there nearly every time. Blocks that start on
//! a page lie a whole number of pages apart, where copying runs at full speed. Natively the C
//! library's `malloc` places blocks otherwise, and the native build keeps it.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks at least this large start on a page of this size.
pub const PAGE: usize = 4096;

/// The standard allocator, with blocks of [`PAGE`] bytes or more aligned to a page.
pub struct PageAligned;

/// How `layout` is placed: aligned to a page if it is a page or more.
fn placed(layout: Layout) -> Layout {
    if layout.size() >= PAGE {
        // A page is a power of two and at least the alignment of any block this large asks for
        // in this crate; `align_to` keeps the larger of the two.
        layout.align_to(PAGE).unwrap_or(layout)
    } else {
        layout
    }
}

// SAFETY: every block is allocated, resized and freed by `System` with the one layout `placed`
// gives for its size, which keeps the size and at least the alignment asked for.
unsafe impl GlobalAlloc for PageAligned {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: `placed` keeps the size (non-zero, as the caller promises).
        unsafe { System.alloc(placed(layout)) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        unsafe { System.alloc_zeroed(placed(layout)) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with `placed(layout)` (the caller's promise that
        // `layout` is the one it was allocated with).
        unsafe { System.dealloc(ptr, placed(layout)) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises `new_size`, at `layout`'s alignment, is a valid layout.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if placed(layout).align() == placed(new).align() {
            // SAFETY: `ptr` was allocated with `placed(layout)`, and the block keeps that
            // alignment, which is `placed(new)`'s.
            return unsafe { System.realloc(ptr, placed(layout), new_size) };
        }
        // Across the page size the alignment changes: a new block, the contents copied over.
        // SAFETY: `new` has a non-zero size (the caller's promise).
        let moved = unsafe { self.alloc(new) };
        if !moved.is_null() {
            // SAFETY: both blocks hold at least the smaller size, and are apart.
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        moved
    }
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: PageAligned = PageAligned;

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn blocks_of_a_page_or_more_start_on_a_page() {
        let a = PageAligned;
        for (size, align) in [(PAGE, 4), (PAGE + 1, 4), (100 * 1024, 8), (3 * PAGE, 16)] {
            let l = layout(size, align);
            // SAFETY: a non-zero size; freed with the same layout.
            unsafe {
                let p = a.alloc(l);
                assert!(!p.is_null());
                assert_eq!(p as usize % PAGE, 0, "{size} bytes");
                p.write_bytes(7, size);
                a.dealloc(p, l);
                let z = a.alloc_zeroed(l);
                assert_eq!(z as usize % PAGE, 0, "{size} bytes, zeroed");
                assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                a.dealloc(z, l);
            }
        }
        // Smaller blocks keep the alignment they ask for.
        let l = layout(PAGE - 1, 8);
        // SAFETY: as above.
        unsafe {
            let p = a.alloc(l);
            assert_eq!(p as usize % 8, 0);
            a.dealloc(p, l);
        }
    }

    #[test]
    fn resizing_across_a_page_keeps_the_contents() {
        let a = PageAligned;
        // From small to large, large to larger, and back to small.
        let sizes = [100, 3 * PAGE + 5, 10 * PAGE, 50];
        let mut l = layout(sizes[0], 4);
        // SAFETY: each block is resized and freed with the layout it has.
        unsafe {
            let mut p = a.alloc(l);
            for i in 0..sizes[0] {
                *p.add(i) = i as u8;
            }
            for &size in &sizes[1..] {
                let kept = l.size().min(size).min(sizes[0]);
                p = a.realloc(p, l, size);
                assert!(!p.is_null());
                l = layout(size, 4);
                if size >= PAGE {
                    assert_eq!(p as usize % PAGE, 0, "resized to {size}");
                }
                for i in 0..kept {
                    assert_eq!(*p.add(i), i as u8, "byte {i} after resizing to {size}");
                }
            }
            a.dealloc(p, l);
        }
    }
}
