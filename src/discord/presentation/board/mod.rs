//! A game's board on Discord: the post after every turn (`post.rs`), its
//! words (`words.rs`) and picture (`picture.rs`), and the board as text for
//! screen readers (`text.rs`).

pub(in crate::discord) mod picture;
pub(in crate::discord) mod post;
pub(in crate::discord) mod text;
pub(in crate::discord) mod words;
