//! One button click being answered. A button's handler, beside its command,
//! gets a [`Click`]: the click, the bot's data, who clicked and in which
//! language, and the ways to answer. Discord takes exactly one response
//! per click; a click acknowledged first (its [`Deferral`], from
//! `components.rs`'s table) is answered by editing or following that up.

use std::sync::OnceLock;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
};

use crate::discord::commands::lang::click_lang;
use crate::discord::context::Data;
use crate::discord::error::BotError;
use crate::discord::presentation::text::{fit_message, mention, no_pings};
use crate::i18n::Lang;
use crate::service::{GameService, UserId, Viewer};

/// How a click is acknowledged before its work, when that work may be
/// slow: Discord drops a click not answered within 3 s, and a database
/// under load, a render or a call to Discord can take that long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deferral {
    /// The answer edits the clicked message (or, refused, says why privately).
    Update,
    /// The answer is a message only the clicker sees.
    PrivateReply,
}

/// A click and its answer.
pub struct Click<'a> {
    ctx: &'a serenity::Context,
    pub click: &'a ComponentInteraction,
    data: &'a Data,
    /// How the click was acknowledged, once it was.
    deferred: OnceLock<Deferral>,
}

impl<'a> Click<'a> {
    pub fn new(
        ctx: &'a serenity::Context,
        click: &'a ComponentInteraction,
        data: &'a Data,
    ) -> Self {
        Click {
            ctx,
            click,
            data,
            deferred: OnceLock::new(),
        }
    }

    pub fn http(&self) -> &'a serenity::Http {
        &self.ctx.http
    }

    pub fn service(&self) -> &'a GameService {
        &self.data.service
    }

    /// Who clicked.
    pub fn clicker(&self) -> UserId {
        UserId(self.click.user.id.get())
    }

    /// The clicker as a mention.
    pub fn who(&self) -> String {
        mention(self.clicker().0)
    }

    /// The clicker's language.
    pub fn lang(&self) -> Lang {
        click_lang(self.click)
    }

    /// The server clicked in, if any.
    pub fn guild(&self) -> Option<u64> {
        self.click.guild_id.map(|g| g.get())
    }

    /// The clicker, where they clicked, as the service sees them.
    pub fn viewer(&self) -> Viewer {
        Viewer {
            user: self.clicker(),
            guild: self.guild(),
        }
    }

    /// Acknowledges the click now; the answer comes later.
    pub async fn defer(&self, how: Deferral) -> Result<(), BotError> {
        match how {
            Deferral::Update => self.click.defer(self.http()).await?,
            Deferral::PrivateReply => self.click.defer_ephemeral(self.http()).await?,
        }
        // A click is deferred once, by `components.rs` before its handler.
        let _ = self.deferred.set(how);
        Ok(())
    }

    /// A message only the clicker sees.
    pub async fn privately(&self, text: &str) -> Result<(), BotError> {
        match self.deferred.get() {
            None => {
                let reply = response_text(text).ephemeral(true);
                self.respond(CreateInteractionResponse::Message(reply))
                    .await
            }
            // The deferred reply is already private: it becomes the text.
            Some(Deferral::PrivateReply) => self.edit(text, None).await,
            Some(Deferral::Update) => {
                let followup = CreateInteractionResponseFollowup::new()
                    .content(fit_message(text))
                    .ephemeral(true)
                    .allowed_mentions(no_pings());
                self.click.create_followup(self.http(), followup).await?;
                Ok(())
            }
        }
    }

    /// Adds a line saying how the question was answered and removes its buttons.
    pub async fn add_note(&self, note: &str) -> Result<(), BotError> {
        let text = format!("{}\n{note}", self.click.message.content);
        self.update(text, vec![]).await
    }

    /// Replaces the clicked message's text and buttons.
    pub async fn update(
        &self,
        content: String,
        components: Vec<CreateActionRow>,
    ) -> Result<(), BotError> {
        if self.deferred.get().is_some() {
            return self.edit(&content, Some(components)).await;
        }
        let message = response_text(&content).components(components);
        self.respond(CreateInteractionResponse::UpdateMessage(message))
            .await
    }

    /// Fills in the deferred answer: the clicked message after a deferred
    /// update, the private reply after a deferred one.
    async fn edit(
        &self,
        content: &str,
        components: Option<Vec<CreateActionRow>>,
    ) -> Result<(), BotError> {
        let mut edit = EditInteractionResponse::new()
            .content(fit_message(content))
            .allowed_mentions(no_pings());
        if let Some(components) = components {
            edit = edit.components(components);
        }
        self.click.edit_response(self.http(), edit).await?;
        Ok(())
    }

    /// Fills in the deferred answer (the private reply, or the private
    /// message clicked) with `content`, `components` and `file` as its only
    /// attachment (none: any earlier one is removed).
    pub async fn show(
        &self,
        content: &str,
        components: Vec<CreateActionRow>,
        file: Option<serenity::CreateAttachment>,
    ) -> Result<(), BotError> {
        let mut edit = EditInteractionResponse::new()
            .content(fit_message(content))
            .allowed_mentions(no_pings())
            .components(components);
        edit = match file {
            Some(file) => edit.new_attachment(file),
            None => edit.clear_attachments(),
        };
        self.click.edit_response(self.http(), edit).await?;
        Ok(())
    }

    /// The click's one response, made directly (no deferral before it).
    pub async fn respond(&self, response: CreateInteractionResponse) -> Result<(), BotError> {
        self.click.create_response(self.http(), response).await?;
        Ok(())
    }
}

/// A response saying `text`, cut to fit a message.
fn response_text(text: &str) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(fit_message(text))
        .allowed_mentions(no_pings())
}
