//! Discord users as the service sees them.

use poise::serenity_prelude as serenity;

use crate::model::{Player, UserId};

pub fn player_of(user: &serenity::User) -> Player {
    Player {
        id: UserId(user.id.get()),
        name: display_name(user),
    }
}

/// Global display name if set, else the username.
pub fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}
