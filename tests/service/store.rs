//! The store's promises that hold the same on each backend: placeholders
//! bind by their number, and a write transaction holds the database's
//! write lock (a second writer, in this process or another, waits for it).

use std::time::Duration;

use crate::support;
use support::service_env::*;

#[tokio::test]
async fn placeholders_bind_by_number_repeated_and_out_of_order() {
    let env = test_env!();
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&env.url).await.unwrap();
    let (joined, number): (String, i64) = sqlx::query_as("SELECT $2 || $1 || $2, $3 - $4")
        .bind("a")
        .bind("b")
        .bind(10_i64)
        .bind(3_i64)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!((joined.as_str(), number), ("bab", 7));
    pool.close().await;
}

#[tokio::test]
async fn the_url_says_which_backend_runs() {
    let env = test_env!();
    assert_eq!(env.service.store().backend(), super::BACKEND);
    assert_eq!(Backend::of_url(&env.url).unwrap(), super::BACKEND);
}

#[tokio::test]
async fn a_second_writer_waits_for_the_first_to_commit() {
    let env = test_env!();
    // Another process on the same database: the lock must be the database's.
    let other = env.second_process().await;
    let first = env.service.store().begin_write().await.unwrap();
    let waiting = tokio::spawn(async move {
        let second = other.store().begin_write().await.unwrap();
        second.commit().await.unwrap();
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !waiting.is_finished(),
        "a second write transaction started while the first was open"
    );
    first.commit().await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), waiting)
        .await
        .expect("the second writer ran once the first committed")
        .unwrap();
}
