//! Blocking a player (`/block`, issue 51). When A blocks B, B's
//! challenges to A are refused and B cannot accept A's challenges, open
//! or not; B is told only that A is not taking challenges from them now
//! ([`ChallengeError::NotTakingChallenges`]), never that A blocked them.
//! Nothing else changes: games already started go on, and tournament
//! pairings (made by the tournament, not by a challenge) are not affected.
//!
//! A player's blocks are theirs: their list (`/block` without a player),
//! their export (`/privacy export`) and their forgetting (`/privacy
//! forget` erases the blocks they made). Blocks *of* a player who is
//! forgotten stay: they are the blocker's decision and protection, made
//! against the Discord account, which keeps its (emptied) row; erasing
//! them would let anyone shed every block against them by asking to be
//! forgotten. Nor does a player's export list who blocked them, which the
//! neutral refusal keeps quiet about.

use crate::model::BlockEntry;
use crate::model::{Player, UserId};
use crate::service::ChallengeError;
use crate::store::{Lock, WriteTx};

use super::Settings;
use super::{ServiceError, ServiceResult, clean_player};

/// The most players one player may block (their list fits one message).
pub const MAX_BLOCKS: u32 = 50;

/// Why a block is refused. `Display` is English, for logs;
/// `words::refusal` words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BlockError {
    #[error("blocking oneself")]
    SelfBlock,
    #[error("{limit} players blocked already")]
    TooMany { limit: u32 },
}

impl From<BlockError> for ServiceError {
    fn from(error: BlockError) -> ServiceError {
        ServiceError::Block(error)
    }
}

impl Settings<'_> {
    /// `blocker` blocks `blocked`; false when they did already.
    pub async fn block_player(self, blocker: Player, blocked: Player) -> ServiceResult<bool> {
        if blocker.id == blocked.id {
            return Err(BlockError::SelfBlock.into());
        }
        let now = self.service.now();
        let mut tx = self
            .service
            .begin_write(&[Lock::Player(blocker.id), Lock::Player(blocked.id)])
            .await?;
        if tx.blocks(blocker.id, blocked.id).await? {
            return Ok(false);
        }
        if tx.block_count(blocker.id).await? >= i64::from(MAX_BLOCKS) {
            return Err(BlockError::TooMany { limit: MAX_BLOCKS }.into());
        }
        tx.upsert_player(&clean_player(&blocker), now).await?;
        tx.upsert_player(&clean_player(&blocked), now).await?;
        let added = tx.add_block(blocker.id, blocked.id, now).await?;
        tx.commit().await?;
        Ok(added)
    }

    /// `blocker` no longer blocks `blocked`; false when they did not.
    pub async fn unblock_player(self, blocker: UserId, blocked: UserId) -> ServiceResult<bool> {
        let mut tx = self.service.begin_write(&[Lock::Player(blocker)]).await?;
        let removed = tx.remove_block(blocker, blocked).await?;
        tx.commit().await?;
        Ok(removed)
    }

    /// Whom `user` blocks, oldest block first.
    pub async fn blocked_players(self, user: UserId) -> ServiceResult<Vec<BlockEntry>> {
        Ok(self.service.inner.store.blocks_of(user).await?)
    }
}

/// Refuses a challenge between `from` and `to` (a challenge `from` makes
/// to `to`, or `from` accepting `to`'s) when `to` blocks `from`, in the
/// transaction that makes or accepts it. The refusal names `to` and says
/// nothing of the block.
pub(super) async fn check_not_blocked(
    tx: &mut WriteTx,
    from: UserId,
    to: &Player,
) -> ServiceResult<()> {
    if tx.blocks(to.id, from).await? {
        return Err(ChallengeError::NotTakingChallenges {
            name: to.name.clone(),
        }
        .into());
    }
    Ok(())
}
