//! Storage contract cases: Sign-in states, learners, login codes, sessions, rate limits and purging.

use super::*;

/// A state is handed out once, and never after it expired.
pub async fn oauth_state_is_single_use_and_expires(store: &dyn Store) {
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/x".into(), expires_at: NOW + 10 * MINUTE };
    store.save_oauth_state("s1", &state).await.expect("save");
    assert_eq!(store.take_oauth_state("s1", NOW).await.expect("take"), Some(state.clone()));
    assert_eq!(store.take_oauth_state("s1", NOW).await.expect("take again"), None);
    store.save_oauth_state("s2", &state).await.expect("save");
    assert_eq!(store.take_oauth_state("s2", NOW + 10 * MINUTE).await.expect("take late"), None);
    assert_eq!(store.take_oauth_state("unknown", NOW).await.expect("take unknown"), None);
}

/// A renamed GitHub account keeps its Frontloop account; a new account with
/// an old login gets its own.
pub async fn users_are_keyed_by_github_id(store: &dyn Store) {
    let ada = store.upsert_github_user(&profile(10, "ada"), NOW).await.expect("create");
    let renamed = store.upsert_github_user(&profile(10, "ada-l"), NOW + 1).await.expect("rename");
    assert_eq!(renamed.id, ada.id);
    assert_eq!(renamed.login, "ada-l");
    assert_eq!(renamed.created_at, NOW, "first sign-in time is kept");
    let newcomer = store.upsert_github_user(&profile(11, "ada"), NOW + 2).await.expect("reuse login");
    assert_ne!(newcomer.id, ada.id);
    let mut no_email = profile(10, "ada-l");
    no_email.email = None;
    let refreshed = store.upsert_github_user(&no_email, NOW + 3).await.expect("refresh");
    assert_eq!(refreshed.email, None);
    assert_eq!(store.user(ada.id).await.expect("user").map(|u| u.login), Some("ada-l".to_owned()));
    assert_eq!(store.user(9_999).await.expect("user"), None);
}

/// A login code works once and not after it expired.
pub async fn login_code_is_single_use_and_expires(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    store.create_login_code("c1", user.id, NOW + MINUTE).await.expect("code");
    assert_eq!(store.take_login_code("c1", NOW).await.expect("take"), Some(user.id));
    assert_eq!(store.take_login_code("c1", NOW).await.expect("take again"), None);
    store.create_login_code("c2", user.id, NOW + MINUTE).await.expect("code");
    assert_eq!(store.take_login_code("c2", NOW + MINUTE).await.expect("take late"), None);
}

/// A write that breaks a unique rule is a conflict that names the field,
/// in words of our own rather than the driver's.
pub async fn a_broken_unique_rule_names_its_field(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    store.create_login_code("c1", user.id, NOW + MINUTE).await.expect("code");
    let err = store.create_login_code("c1", user.id, NOW + MINUTE).await.expect_err("the same code again");
    assert!(matches!(err, StoreError::Conflict(ref m) if m == "another record already has this code_hash"), "{err:?}");
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/".into(), expires_at: NOW + MINUTE };
    store.save_oauth_state("s1", &state).await.expect("state");
    let err = store.save_oauth_state("s1", &state).await.expect_err("the same state again");
    assert!(matches!(err, StoreError::Conflict(ref m) if m == "another record already has this state_hash"), "{err:?}");
}

/// Sessions answer until revoked, idle too long, or past their absolute end.
pub async fn session_lives_until_revoked_or_expired(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let idle = 30 * MINUTE;
    let times = SessionTimes { now: NOW, idle_ttl: idle, absolute_ttl: 90 * MINUTE };
    store.create_session("t1", user.id, times).await.expect("session");
    assert_eq!(store.session_user("t1", NOW + 1, idle).await.expect("lookup").map(|u| u.id), Some(user.id));
    // Used within the idle window, again and again, it outlives the first idle limit…
    for step in 1..=2 {
        let at = NOW + step * 25 * MINUTE;
        assert!(store.session_user("t1", at, idle).await.expect("lookup").is_some(), "step {step}");
    }
    // …but never its absolute limit.
    assert!(store.session_user("t1", NOW + 90 * MINUTE, idle).await.expect("lookup").is_none());

    store.create_session("t2", user.id, times).await.expect("session");
    assert!(store.session_user("t2", NOW + idle, idle).await.expect("lookup").is_none(), "idle expiry");

    store.create_session("t3", user.id, times).await.expect("session");
    store.revoke_session("t3", NOW + 1).await.expect("revoke");
    assert!(store.session_user("t3", NOW + 2, idle).await.expect("lookup").is_none());
    store.revoke_session("unknown", NOW).await.expect("revoking nothing is fine");
    assert!(store.session_user("unknown", NOW, idle).await.expect("lookup").is_none());
}

/// Hits are counted per bucket and window.
pub async fn rate_limit_counts_hits_per_window(store: &dyn Store) {
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 0);
    for expected in 1..=3 {
        assert_eq!(store.hit_rate_limit("ip:1", NOW).await.expect("hit"), expected);
    }
    assert_eq!(store.hit_rate_limit("ip:2", NOW).await.expect("hit"), 1);
    assert_eq!(store.hit_rate_limit("ip:1", NOW + MINUTE).await.expect("hit"), 1);
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 3, "reading counts nothing");
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 3);
}

/// Purging removes expired rows and keeps live ones.
pub async fn purge_removes_only_expired_rows(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/".into(), expires_at: NOW + MINUTE };
    store.save_oauth_state("live", &state).await.expect("save");
    store.save_oauth_state("old", &OAuthState { expires_at: NOW - 1, ..state }).await.expect("save");
    store.create_login_code("old", user.id, NOW - 1).await.expect("code");
    let times = SessionTimes { now: NOW, idle_ttl: MINUTE, absolute_ttl: 2 * MINUTE };
    store.create_session("live", user.id, times).await.expect("session");
    store.hit_rate_limit("ip", NOW - 2 * 60 * MINUTE).await.expect("hit");
    assert_eq!(store.purge_expired(NOW).await.expect("purge"), 3);
    assert!(store.take_oauth_state("live", NOW).await.expect("take").is_some());
    assert!(store.session_user("live", NOW, MINUTE).await.expect("lookup").is_some());
}
