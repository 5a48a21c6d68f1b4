//! Links to a game's web page (issue #41): signed, expiring tokens, and
//! each player's token generation (`/web revoke` moves it on, so every link
//! handed out before stops working). Pure signing here; the web adapter
//! (`src/web/`) checks them, the Discord adapter hands them out.
//!
//! A token is plain ASCII, safe in a URL, the signed text and its
//! HMAC-SHA256 (hex) after the last dot:
//! - `p<user>.<guild or 0>.<generation>.<expires>.<mac>`: a player, who sees
//!   what [`Viewer`](super::Viewer) lets them see from that server and may
//!   move in their own games;
//! - `v<game>.<expires>.<mac>`: anyone holding it may look at that one game.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::{GameId, GameService, ServiceResult, UserId};
use crate::store::Lock;

/// How long a link works unless configured otherwise: a week.
pub const DEFAULT_LINK_DAYS: u32 = 7;

/// What a valid token lets its holder do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// A player, from a server (or none: a DM), at a token generation.
    Player {
        user: UserId,
        guild: Option<u64>,
        generation: i64,
    },
    /// Anyone, looking at one game.
    View { game: GameId },
}

/// Why a token is not taken. The page says only "invalid" or "expired".
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("the link is not one the bot made")]
    Forged,
    #[error("the link has expired")]
    Expired,
}

/// Signs and checks tokens with the configured secret.
#[derive(Clone)]
pub struct WebTokens {
    secret: Vec<u8>,
    lifetime_secs: i64,
}

impl std::fmt::Debug for WebTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebTokens")
            .field("secret", &"<redacted>")
            .field("lifetime_secs", &self.lifetime_secs)
            .finish()
    }
}

impl WebTokens {
    pub fn new(secret: &[u8], lifetime_secs: i64) -> WebTokens {
        WebTokens {
            secret: secret.to_vec(),
            lifetime_secs,
        }
    }

    fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.secret).expect("HMAC takes a key of any length")
    }

    fn sign(&self, text: String) -> String {
        let mut mac = self.mac();
        mac.update(text.as_bytes());
        let tag = mac.finalize().into_bytes();
        let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
        format!("{text}.{hex}")
    }

    /// A token for `access`, valid from `now` for the configured lifetime.
    pub fn issue(&self, access: Access, now: i64) -> String {
        let expires = now + self.lifetime_secs;
        let text = match access {
            Access::Player {
                user,
                guild,
                generation,
            } => format!("p{}.{}.{generation}.{expires}", user.0, guild.unwrap_or(0)),
            Access::View { game } => format!("v{}.{expires}", game.0),
        };
        self.sign(text)
    }

    /// The value a page holding `token` sends with a move (its
    /// `X-Abande-Csrf` header): derived from the token, so another site
    /// cannot make it up, and checked in constant time.
    pub fn csrf_for(&self, token: &str) -> String {
        let signed = self.sign(format!("csrf.{token}"));
        signed
            .rsplit_once('.')
            .map(|(_, mac)| mac.to_string())
            .unwrap_or_default()
    }

    /// The answer to `challenge` that only a holder of this secret can
    /// give: how `abande-bot doctor` knows the server at `WEB_ADDR`,
    /// `PUBLIC_URL` or the Activity's URL mapping is this bot (the web
    /// board's `/api/identity`). Signed under a prefix of its own, so an
    /// answer is never a token nor a CSRF value.
    pub fn prove(&self, challenge: &str) -> String {
        let signed = self.sign(format!("identity.{challenge}"));
        signed
            .rsplit_once('.')
            .map(|(_, mac)| mac.to_string())
            .unwrap_or_default()
    }

    /// Whether `value` is [`Self::csrf_for`] `token`.
    pub fn csrf_ok(&self, token: &str, value: &str) -> bool {
        let Some(tag) = decode_hex(value) else {
            return false;
        };
        let mut mac = self.mac();
        mac.update(format!("csrf.{token}").as_bytes());
        mac.verify_slice(&tag).is_ok()
    }

    /// What `token` grants at `now`: checked signature first (in constant
    /// time), then its expiry.
    pub fn check(&self, token: &str, now: i64) -> Result<Access, TokenError> {
        let (text, hex) = token.rsplit_once('.').ok_or(TokenError::Forged)?;
        let tag = decode_hex(hex).ok_or(TokenError::Forged)?;
        let mut mac = self.mac();
        mac.update(text.as_bytes());
        mac.verify_slice(&tag).map_err(|_| TokenError::Forged)?;
        let number = |s: &str| s.parse::<i64>().map_err(|_| TokenError::Forged);
        let fields: Vec<&str> = text.get(1..).unwrap_or("").split('.').collect();
        let (access, expires) = match (text.as_bytes().first(), fields.as_slice()) {
            (Some(b'p'), [user, guild, generation, expires]) => {
                let guild = number(guild)?;
                (
                    Access::Player {
                        user: UserId(user.parse().map_err(|_| TokenError::Forged)?),
                        guild: (guild != 0).then_some(guild as u64),
                        generation: number(generation)?,
                    },
                    number(expires)?,
                )
            }
            (Some(b'v'), [game, expires]) => (
                Access::View {
                    game: GameId(number(game)?),
                },
                number(expires)?,
            ),
            _ => return Err(TokenError::Forged),
        };
        if now >= expires {
            return Err(TokenError::Expired);
        }
        Ok(access)
    }
}

fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) || !hex.is_ascii() {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
        .collect()
}

/// Where the web page is reached and how its links are signed.
#[derive(Clone, Debug)]
pub struct WebLinks {
    /// `PUBLIC_URL`, without a trailing slash; without it the bot hands
    /// out no links (the page still takes the ones it made).
    pub public_url: Option<String>,
    pub tokens: WebTokens,
}

impl WebLinks {
    /// The page of `game` with `token`, when the page's address is known.
    pub fn game_url(&self, game: GameId, token: &str) -> Option<String> {
        let base = self.public_url.as_ref()?;
        Some(format!("{base}/g/{}?t={token}", game.0))
    }
}

/// The web page's links: configured, issued, revoked. Borrowed from the service
/// by [`GameService::links`].
#[derive(Clone, Copy)]
pub struct Links<'a> {
    pub(super) service: &'a GameService,
}

impl<'a> Links<'a> {
    /// Sets where the web page is and how links are signed (once, at start).
    pub fn set_web_links(self, links: WebLinks) {
        let _ = self.service.inner.web_links.set(links);
    }

    /// The web page's links, when `PUBLIC_URL` is configured.
    pub fn web_links(self) -> Option<&'a WebLinks> {
        self.service.inner.web_links.get()
    }

    /// A read-only link to `game`'s page (the board's View button).
    pub fn view_link(self, game: GameId) -> Option<String> {
        let links = self.web_links()?;
        let token = links
            .tokens
            .issue(Access::View { game }, self.service.now());
        links.game_url(game, &token)
    }

    /// A link to `game`'s page that lets `user` move (`/web`), from
    /// `guild`: signed with their current token generation.
    pub async fn player_link(
        self,
        game: GameId,
        user: UserId,
        guild: Option<u64>,
    ) -> ServiceResult<Option<String>> {
        let Some(links) = self.web_links().filter(|l| l.public_url.is_some()) else {
            return Ok(None);
        };
        let generation = self.web_generation(user).await?;
        let access = Access::Player {
            user,
            guild,
            generation,
        };
        let token = links.tokens.issue(access, self.service.now());
        Ok(links.game_url(game, &token))
    }

    /// `user`'s current token generation (0 until they first revoke).
    pub async fn web_generation(self, user: UserId) -> ServiceResult<i64> {
        Ok(self.service.inner.store.web_generation(user).await?)
    }

    /// Ends every link `user` was given (`/web revoke`); returns the new
    /// generation.
    pub async fn revoke_web_links(self, user: UserId) -> ServiceResult<i64> {
        let mut tx = self.service.begin_write(&[Lock::Player(user)]).await?;
        let generation = tx.next_web_generation(user, self.service.now()).await?;
        tx.commit().await?;
        Ok(generation)
    }

    /// The time now, in seconds (for checking tokens).
    pub fn now_secs(self) -> i64 {
        self.service.now()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::DAY_SECS as DAY;

    #[test]
    fn tokens_round_trip_and_expire() {
        let tokens = WebTokens::new(b"a secret of some length", 7 * DAY);
        let player = Access::Player {
            user: UserId(42),
            guild: Some(7),
            generation: 3,
        };
        let token = tokens.issue(player, 1000);
        assert_eq!(tokens.check(&token, 1000 + DAY), Ok(player));
        assert_eq!(
            tokens.check(&token, 1000 + 7 * DAY),
            Err(TokenError::Expired)
        );
        let view = Access::View { game: GameId(9) };
        let token = tokens.issue(view, 0);
        assert_eq!(tokens.check(&token, 1), Ok(view));
        let dm = Access::Player {
            user: UserId(1),
            guild: None,
            generation: 0,
        };
        assert_eq!(tokens.check(&tokens.issue(dm, 0), 1), Ok(dm));
    }

    #[test]
    fn forged_tokens_are_refused() {
        let tokens = WebTokens::new(b"a secret of some length", 7 * DAY);
        let token = tokens.issue(Access::View { game: GameId(9) }, 0);
        // Another game under the same signature.
        let other = token.replacen("v9.", "v8.", 1);
        assert_eq!(tokens.check(&other, 1), Err(TokenError::Forged));
        // Another secret.
        let theirs = WebTokens::new(b"somebody else's secret", 7 * DAY);
        assert_eq!(theirs.check(&token, 1), Err(TokenError::Forged));
        for junk in ["", ".", "v9.100.zz", "p1.2.3.4", "x1.2.abcd"] {
            assert_eq!(tokens.check(junk, 1), Err(TokenError::Forged), "{junk}");
        }
        // A later expiry under the old signature.
        let (text, mac) = token.rsplit_once('.').unwrap();
        let later = format!("{}9.{mac}", text);
        assert_eq!(tokens.check(&later, 1), Err(TokenError::Forged));
    }

    #[test]
    fn an_identity_proof_needs_the_secret_and_is_never_a_token() {
        let tokens = WebTokens::new(b"a secret of some length", 7 * DAY);
        let proof = tokens.prove("0123abcd");
        assert_eq!(proof.len(), 64);
        assert_eq!(proof, tokens.prove("0123abcd"));
        assert_ne!(proof, tokens.prove("0123abce"));
        let theirs = WebTokens::new(b"somebody else's secret", 7 * DAY);
        assert_ne!(proof, theirs.prove("0123abcd"));
        // What `prove` signs is never what a token or a CSRF value signs.
        assert_eq!(
            tokens.check(&format!("identity.0123abcd.{proof}"), 1),
            Err(TokenError::Forged)
        );
        assert!(!tokens.csrf_ok("0123abcd", &proof));
    }
}
