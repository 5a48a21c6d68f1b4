//! A page that only says why it shows nothing (a refused link, a sign-in
//! that failed, what this server is): every page of the web board that is
//! not a board uses it.

use abande_pictures::escape;

use crate::i18n::Lang;

/// A page that only says why it shows nothing: `title`, then `text`.
pub(super) fn refusal_page(lang: Lang, title: &str, text: &str) -> String {
    format!(
        r#"<!doctype html><html lang="{code}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title><link rel="stylesheet" href="/assets/board.css"></head><body class="refused"><main><h1>{title}</h1><p id="refusal">{text}</p></main></body></html>"#,
        code = lang.code(),
        title = escape(title),
        text = escape(text),
    )
}

/// [`refusal_page`] with a link onwards: `back`, labelled `back_label`.
pub(super) fn refusal_page_with_link(
    lang: Lang,
    title: &str,
    text: &str,
    back: &str,
    back_label: &str,
) -> String {
    refusal_page(lang, title, text).replace(
        "</p></main>",
        &format!(
            r#"</p><p><a id="back" href="{}">{}</a></p></main>"#,
            escape(back),
            escape(back_label)
        ),
    )
}
