//! Proves the Discord test double against a tiny poise bot built the way the
//! real one is: serenity pointed at the double through `HttpBuilder::proxy`.

use crate::support;

use std::time::Duration;

use poise::CreateReply;
use poise::serenity_prelude as serenity;
use serde_json::json;
use support::discord_double::{
    AUTOCOMPLETE_RESULT, CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DiscordDouble, Limits,
    UPDATE_MESSAGE,
};

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// Not a real image, but bytes a text codec would mangle.
const IMAGE_BYTES: &[u8] =
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\x00\x01binary\r\n--boundary";

/// Answers pong.
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Names the guild and channel, as the cache knows them from GUILD_CREATE.
#[poise::command(slash_command, guild_only)]
async fn whereami(ctx: Context<'_>) -> Result<(), Error> {
    let (guild, channel) = match ctx.guild() {
        Some(guild) => {
            let channel = guild
                .channels
                .get(&ctx.channel_id())
                .map(|c| c.name.clone());
            (Some(guild.name.clone()), channel)
        }
        None => (None, None),
    };
    ctx.say(format!("{guild:?} #{channel:?}")).await?;
    Ok(())
}

/// Tells only the caller.
#[poise::command(slash_command)]
async fn secret(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(CreateReply::default().content("only you").ephemeral(true))
        .await?;
    Ok(())
}

/// Thinks, then sends a file.
#[poise::command(slash_command)]
async fn file(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    let image = serenity::CreateAttachment::bytes(IMAGE_BYTES.to_vec(), "board.png");
    ctx.send(
        CreateReply::default()
            .content("your board")
            .attachment(image),
    )
    .await?;
    Ok(())
}

async fn complete_game<'a>(
    _ctx: Context<'_>,
    partial: &'a str,
) -> impl Iterator<Item = String> + 'a {
    ["abande", "abalone", "go"]
        .into_iter()
        .filter(move |game| game.starts_with(partial))
        .map(str::to_owned)
}

/// Picks a game.
#[poise::command(slash_command)]
async fn pick(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "complete_game"]
    game: String,
) -> Result<(), Error> {
    ctx.say(format!("picked {game}")).await?;
    Ok(())
}

/// Greets another user.
#[poise::command(slash_command)]
async fn greet(
    ctx: Context<'_>,
    #[description = "Who to greet"] whom: serenity::User,
) -> Result<(), Error> {
    ctx.say(format!("hello {}", whom.name)).await?;
    Ok(())
}

/// Shows a button.
#[poise::command(slash_command)]
async fn vote(ctx: Context<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("vote-yes").label("Yes");
    let reply = CreateReply::default()
        .content("vote?")
        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Breaks the one-callback rule on purpose.
#[poise::command(slash_command)]
async fn twice(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("one").await?;
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let again = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new().content("two"),
    );
    let second = app
        .interaction
        .create_response(ctx.serenity_context(), again)
        .await;
    assert!(second.is_err(), "the double must refuse a second callback");
    Ok(())
}

/// Answers after the deadline on purpose.
#[poise::command(slash_command)]
async fn slow(ctx: Context<'_>) -> Result<(), Error> {
    tokio::time::sleep(Duration::from_millis(400)).await;
    ctx.say("late").await?;
    Ok(())
}

/// Defers, then follows up after a while.
#[poise::command(slash_command)]
async fn later(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    tokio::time::sleep(Duration::from_millis(400)).await;
    ctx.say("done").await?;
    Ok(())
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    _framework: poise::FrameworkContext<'_, Data, Error>,
    _data: &Data,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
        && click.data.custom_id == "vote-yes"
    {
        let update = serenity::CreateInteractionResponseMessage::new()
            .content(format!("{} voted yes", click.user.name))
            .components(Vec::new())
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        click
            .create_response(
                ctx,
                serenity::CreateInteractionResponse::UpdateMessage(update),
            )
            .await?;
    }
    Ok(())
}

/// Starts the test bot against `double`; it runs until the test's runtime ends.
async fn start_bot(double: &DiscordDouble) {
    let http = serenity::HttpBuilder::new(double.token())
        .proxy(double.base_url())
        .ratelimiter_disabled(true)
        .build();
    let guild_id = serenity::GuildId::new(double.guild_id());
    let options = poise::FrameworkOptions {
        commands: vec![
            ping(),
            whereami(),
            secret(),
            file(),
            pick(),
            greet(),
            vote(),
            twice(),
            slow(),
            later(),
        ],
        event_handler: |ctx, event, framework, data| {
            Box::pin(on_event(ctx, event, framework, data))
        },
        // A failing command is part of some tests; keep it out of the way.
        on_error: |_error| Box::pin(async {}),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild_id)
                    .await?;
                Ok(Data)
            })
        })
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await
            .expect("the serenity client builds");
    tokio::spawn(async move {
        let _ = client.start().await;
    });
}

async fn double_with_bot() -> DiscordDouble {
    let double = DiscordDouble::start().await;
    start_bot(&double).await;
    double
}

/// A serenity `Http` of its own, to call the double the way the bot would.
fn raw_http(double: &DiscordDouble) -> serenity::Http {
    serenity::HttpBuilder::new(double.token())
        .proxy(double.base_url())
        .ratelimiter_disabled(true)
        .build()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_in_the_guild_and_valid() {
    let double = double_with_bot().await;
    let commands = double
        .wait_for_commands(&["ping", "secret", "file", "pick", "vote"])
        .await;
    let pick = commands.iter().find(|c| c["name"] == "pick").unwrap();
    assert_eq!(pick["options"][0]["autocomplete"], true);
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_is_answered_with_pong() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "ping", json!({}))
        .await;
    assert_eq!(reply.callback().await.kind, CHANNEL_MESSAGE);
    let message = reply.final_message().await;
    assert_eq!(message.content, "pong");
    assert!(!reply.is_ephemeral().await);
    assert_eq!(double.messages(double.general_channel()).len(), 1);
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guild_and_channel_reach_the_cache() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "whereami", json!({}))
        .await;
    let message = reply.final_message().await;
    assert_eq!(
        message.content,
        "Some(\"Abande test guild\") #Some(\"general\")"
    );
    // Served from the cache: the bot never had to ask.
    assert!(
        !double
            .requests()
            .iter()
            .any(|r| r.contains("/channels/") && r.starts_with("GET"))
    );
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ephemeral_reply_carries_flag_64() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "secret", json!({}))
        .await;
    assert!(reply.is_ephemeral().await);
    assert!(reply.final_message().await.is_ephemeral());
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deferred_attachment_arrives_intact() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "file", json!({}))
        .await;
    assert_eq!(reply.callback().await.kind, DEFERRED_CHANNEL_MESSAGE);
    let message = reply.final_message().await;
    assert_eq!(message.content, "your board");
    assert_eq!(message.attachments.len(), 1);
    assert_eq!(message.attachments[0].filename, "board.png");
    assert_eq!(message.attachments[0].bytes, IMAGE_BYTES);
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_choices_come_back() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let typing = double
        .autocomplete(
            &alice,
            double.general_channel(),
            "pick",
            "game",
            json!({"game": "ab"}),
        )
        .await;
    assert_eq!(typing.callback().await.kind, AUTOCOMPLETE_RESULT);
    let names: Vec<String> = typing
        .autocomplete_choices()
        .await
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(names, ["abande", "abalone"]);

    let picked = double
        .slash(
            &alice,
            double.general_channel(),
            "pick",
            json!({"game": "abande"}),
        )
        .await;
    assert_eq!(picked.final_message().await.content, "picked abande");
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn user_option_is_resolved() {
    let double = double_with_bot().await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    assert_eq!(double.user("bob").id, bob.id, "user ids are stable");
    let reply = double
        .slash(
            &alice,
            double.general_channel(),
            "greet",
            json!({"whom": bob.id}),
        )
        .await;
    assert_eq!(reply.final_message().await.content, "hello bob");
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn button_click_updates_the_message() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "vote", json!({}))
        .await;
    let message = reply.final_message().await;
    assert_eq!(message.custom_ids(), ["vote-yes"]);

    let click = double.click(&alice, &message, "vote-yes").await;
    assert_eq!(click.callback().await.kind, UPDATE_MESSAGE);
    let updated = click.final_message().await;
    assert_eq!(updated.id, message.id);
    assert_eq!(updated.content, "alice voted yes");
    assert!(updated.components.is_empty());
    assert_eq!(
        double.message(message.id).unwrap().content,
        "alice voted yes"
    );
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answering_twice_is_a_violation() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "twice", json!({}))
        .await;
    assert_eq!(reply.final_message().await.content, "one");
    let violation = double.wait_for_violation("second callback").await;
    assert!(violation.route.ends_with("/callback"), "{violation}");
    assert_eq!(reply.callbacks().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answering_too_late_is_a_violation() {
    let double = double_with_bot().await;
    double.set_limits(Limits {
        initial_response: Duration::from_millis(150),
        ..Limits::default()
    });
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "slow", json!({}))
        .await;
    double.wait_for_violation("first response after").await;
    assert!(reply.callbacks().is_empty(), "a late answer is refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn following_up_after_the_token_expired_is_a_violation() {
    let double = double_with_bot().await;
    double.set_limits(Limits {
        interaction_token_lifetime: Duration::from_millis(150),
        ..Limits::default()
    });
    let alice = double.user("alice");
    let reply = double
        .slash(&alice, double.general_channel(), "later", json!({}))
        .await;
    assert_eq!(reply.callback().await.kind, DEFERRED_CHANNEL_MESSAGE);
    double
        .wait_for_violation("interaction token used after")
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_resumes_after_the_gateway_drops() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    double.wait_for_commands(&["ping"]).await;
    let before = double.wait_for_gateway().await;
    double.drop_gateway();
    let reply = double
        .slash(&alice, double.general_channel(), "ping", json!({}))
        .await;
    assert_eq!(reply.final_message().await.content, "pong");
    let after = double.gateway_stats();
    assert!(after.connections > before.connections, "{after:?}");
    assert_eq!(
        after.resumes + after.identifies,
        before.identifies + 1,
        "{after:?}"
    );
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_identifies_again_when_the_session_is_lost() {
    let double = double_with_bot().await;
    let alice = double.user("alice");
    double.wait_for_commands(&["ping"]).await;
    let before = double.wait_for_gateway().await;
    double.drop_gateway_and_session();
    let reply = double
        .slash(&alice, double.general_channel(), "ping", json!({}))
        .await;
    assert_eq!(reply.final_message().await.content, "pong");
    let after = double.gateway_stats();
    assert_eq!(after.identifies, before.identifies + 1, "{after:?}");
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_command_registration_is_refused() {
    let double = DiscordDouble::start().await;
    let http = raw_http(&double);
    http.set_application_id(serenity::ApplicationId::new(double.application_id()));
    let bad = serenity::CreateCommand::new("Bad Name").description("");
    let refused = serenity::GuildId::new(double.guild_id())
        .set_commands(&http, vec![bad])
        .await;
    assert!(refused.is_err());
    let problems: Vec<String> = double
        .violations()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(problems.len(), 2, "{problems:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn injected_failures_and_forbidden_threads() {
    let double = DiscordDouble::start().await;
    let http = raw_http(&double);
    double.fail_next_on("/users/@me", 1, 500);
    assert!(http.get_current_user().await.is_err());
    assert!(http.get_current_user().await.is_ok());

    double.rate_limit_next(1, Duration::from_millis(1500));
    let limited = http.get_current_user().await.unwrap_err();
    let serenity::Error::Http(limited) = limited else {
        panic!("not an HTTP error: {limited}");
    };
    assert_eq!(
        limited.status_code(),
        Some(serenity::StatusCode::TOO_MANY_REQUESTS)
    );

    let general = serenity::ChannelId::new(double.general_channel());
    let thread = serenity::CreateThread::new("game").kind(serenity::ChannelType::PublicThread);
    let created = general.create_thread(&http, thread.clone()).await.unwrap();
    assert_eq!(
        double.threads_of(double.general_channel())[0].id,
        created.id.get()
    );

    double.forbid_threads(double.general_channel(), true);
    let refused = general.create_thread(&http, thread).await.unwrap_err();
    assert!(
        refused.to_string().contains("Missing Permissions"),
        "{refused}"
    );

    http.get_guild_webhooks(serenity::GuildId::new(double.guild_id()))
        .await
        .unwrap_err();
    assert_eq!(double.unknown_routes().len(), 1);
}
