//! What the bot may do in a channel, computed as Discord does from what its
//! REST API tells: the server's roles (`@everyone` is the role whose id is
//! the server's), the bot member's roles, and the channel's permission
//! overwrites (`@everyone`'s, then the roles' together, then the member's).
//! `/settings games_channel` refuses a channel where the bot could not
//! post the games.

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ChannelType, GuildChannel, GuildId, PermissionOverwriteType, Permissions, Role,
    RoleId, UserId,
};

/// What the games need in their channel: to see it, post the challenges
/// and sign-ups, open a thread per game and post the boards (pictures) there.
pub const GAMES_CHANNEL_NEEDS: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES)
    .union(Permissions::CREATE_PUBLIC_THREADS)
    .union(Permissions::SEND_MESSAGES_IN_THREADS)
    .union(Permissions::ATTACH_FILES)
    .union(Permissions::READ_MESSAGE_HISTORY);

/// Why a channel cannot be the games channel.
#[derive(Debug, PartialEq, Eq)]
pub enum ChannelRefusal {
    /// Not a text or announcement channel of this server.
    NotATextChannel,
    /// The bot lacks these there.
    Missing(Permissions),
}

/// The permissions of a member with `member_roles` in `channel` of server
/// `guild`, whose roles are `roles`.
pub fn permissions_in(
    guild: GuildId,
    channel: &GuildChannel,
    roles: &[Role],
    member: UserId,
    member_roles: &[RoleId],
) -> Permissions {
    let everyone = RoleId::new(guild.get());
    let mut base = Permissions::empty();
    for role in roles {
        if role.id == everyone || member_roles.contains(&role.id) {
            base |= role.permissions;
        }
    }
    if base.contains(Permissions::ADMINISTRATOR) {
        return Permissions::all();
    }
    let mut permissions = base;
    let overwrite = |permissions: Permissions, allow: Permissions, deny: Permissions| {
        (permissions & !deny) | allow
    };
    for o in &channel.permission_overwrites {
        if o.kind == PermissionOverwriteType::Role(everyone) {
            permissions = overwrite(permissions, o.allow, o.deny);
        }
    }
    let (mut allow, mut deny) = (Permissions::empty(), Permissions::empty());
    for o in &channel.permission_overwrites {
        if let PermissionOverwriteType::Role(role) = o.kind
            && role != everyone
            && member_roles.contains(&role)
        {
            allow |= o.allow;
            deny |= o.deny;
        }
    }
    permissions = overwrite(permissions, allow, deny);
    for o in &channel.permission_overwrites {
        if o.kind == PermissionOverwriteType::Member(member) {
            permissions = overwrite(permissions, o.allow, o.deny);
        }
    }
    // Without seeing a channel nothing else there counts.
    if !permissions.contains(Permissions::VIEW_CHANNEL) {
        return Permissions::empty();
    }
    permissions
}

/// Whether the bot can run the games in `channel` of `guild`, asked of
/// Discord: the channel, the server's roles and the bot's member.
pub async fn check_games_channel(
    http: &serenity::Http,
    guild: GuildId,
    channel: ChannelId,
    bot: UserId,
) -> Result<Result<(), ChannelRefusal>, serenity::Error> {
    let channel = match http.get_channel(channel).await? {
        serenity::Channel::Guild(channel)
            if channel.guild_id == guild
                && matches!(channel.kind, ChannelType::Text | ChannelType::News) =>
        {
            channel
        }
        _ => return Ok(Err(ChannelRefusal::NotATextChannel)),
    };
    let roles = http.get_guild_roles(guild).await?;
    let member = http.get_member(guild, bot).await?;
    let have = permissions_in(guild, &channel, &roles, bot, &member.roles);
    let missing = GAMES_CHANNEL_NEEDS - have;
    Ok(if missing.is_empty() {
        Ok(())
    } else {
        Err(ChannelRefusal::Missing(missing))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::PermissionOverwrite;

    const GUILD: u64 = 10;
    const BOT: u64 = 99;

    fn role(id: u64, permissions: Permissions) -> Role {
        serde_json::from_value(serde_json::json!({
            "id": id.to_string(), "name": format!("r{id}"), "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "managed": false, "position": 0, "icon": null,
            "unicode_emoji": null, "permissions": permissions.bits().to_string(),
        }))
        .unwrap()
    }

    fn channel(overwrites: Vec<PermissionOverwrite>) -> GuildChannel {
        let mut channel: GuildChannel = serde_json::from_value(serde_json::json!({
            "id": "5", "type": 0, "guild_id": GUILD.to_string(), "name": "games",
            "position": 0, "permission_overwrites": [], "nsfw": false,
        }))
        .unwrap();
        channel.permission_overwrites = overwrites;
        channel
    }

    fn on(
        kind: PermissionOverwriteType,
        allow: Permissions,
        deny: Permissions,
    ) -> PermissionOverwrite {
        PermissionOverwrite { allow, deny, kind }
    }

    fn of(channel: &GuildChannel, roles: &[Role], member_roles: &[u64]) -> Permissions {
        let member_roles: Vec<RoleId> = member_roles.iter().map(|r| RoleId::new(*r)).collect();
        permissions_in(
            GuildId::new(GUILD),
            channel,
            roles,
            UserId::new(BOT),
            &member_roles,
        )
    }

    #[test]
    fn overwrites_apply_everyone_then_roles_then_the_member() {
        let roles = [
            role(GUILD, GAMES_CHANNEL_NEEDS),
            role(7, Permissions::empty()),
        ];
        let open = channel(vec![]);
        assert_eq!(of(&open, &roles, &[]), GAMES_CHANNEL_NEEDS);
        let everyone = PermissionOverwriteType::Role(RoleId::new(GUILD));
        let bot_role = PermissionOverwriteType::Role(RoleId::new(7));
        let me = PermissionOverwriteType::Member(UserId::new(BOT));
        let closed = channel(vec![on(
            everyone,
            Permissions::empty(),
            Permissions::SEND_MESSAGES,
        )]);
        assert!(!of(&closed, &roles, &[7]).contains(Permissions::SEND_MESSAGES));
        // The bot's role allows it back, unless the member overwrite denies it again.
        let mut reopened = closed.clone();
        reopened.permission_overwrites.push(on(
            bot_role,
            Permissions::SEND_MESSAGES,
            Permissions::empty(),
        ));
        assert!(of(&reopened, &roles, &[7]).contains(Permissions::SEND_MESSAGES));
        assert!(!of(&reopened, &roles, &[]).contains(Permissions::SEND_MESSAGES));
        reopened.permission_overwrites.push(on(
            me,
            Permissions::empty(),
            Permissions::SEND_MESSAGES,
        ));
        assert!(!of(&reopened, &roles, &[7]).contains(Permissions::SEND_MESSAGES));
    }

    #[test]
    fn administrators_may_everything_and_the_unseen_channel_nothing() {
        let roles = [
            role(GUILD, GAMES_CHANNEL_NEEDS),
            role(8, Permissions::ADMINISTRATOR),
        ];
        let everyone = PermissionOverwriteType::Role(RoleId::new(GUILD));
        let hidden = channel(vec![on(
            everyone,
            Permissions::empty(),
            Permissions::VIEW_CHANNEL,
        )]);
        assert_eq!(of(&hidden, &roles, &[]), Permissions::empty());
        assert_eq!(of(&hidden, &roles, &[8]), Permissions::all());
    }
}
