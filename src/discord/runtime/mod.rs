pub(super) mod owed;
pub(super) mod rate_limit;
pub(super) mod render_slots;
pub(super) mod rest_proxy;
pub(super) mod retry;
pub(super) mod shards;
