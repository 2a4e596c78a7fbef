//! `GET /api/achievements`: the gallery, every rule with the learner's
//! standing. Also the shape in which new unlocks are announced.

use axum::extract::State;
use axum::Json;
use frontloop_domain::achievements::{Achievement, ACHIEVEMENTS};
use frontloop_domain::time::to_rfc3339;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::app::queries::learners;
use crate::app::state::AppState;
use crate::error::ApiResult;
use crate::http::session::CurrentUser;

/// An achievement in the gallery.
#[derive(Debug, Serialize, ToSchema)]
pub struct AchievementBody {
    pub id: &'static str,
    pub title: &'static str,
    /// Same as `title` (the learning-path screens call it name).
    pub name: &'static str,
    pub description: &'static str,
    /// The rule in words.
    pub condition: &'static str,
    /// One of the six gallery groups.
    pub category: &'static str,
    /// An emoji.
    pub icon: &'static str,
    /// Same as `icon` (the learning-path screens call it icon_url).
    pub icon_url: &'static str,
    pub colour: &'static str,
    /// Same as `colour`.
    pub color: &'static str,
    pub target: u64,
    pub current: u64,
    /// 0-100.
    pub progress: u8,
    pub unlocked: bool,
    #[schema(required = true)]
    pub unlocked_at: Option<String>,
    /// False when Frontloop cannot yet record what the rule needs.
    pub attainable: bool,
}

impl AchievementBody {
    /// An achievement as announced when it is unlocked.
    pub fn unlocked_now(a: &'static Achievement) -> AchievementBody {
        AchievementBody::new(a, a.target, 100, Some(to_rfc3339(frontloop_domain::time::now_millis())))
    }

    fn new(a: &'static Achievement, current: u64, progress: u8, unlocked_at: Option<String>) -> AchievementBody {
        AchievementBody {
            id: a.id,
            title: a.title,
            name: a.title,
            description: a.description,
            condition: a.condition,
            category: a.category.label(),
            icon: a.icon,
            icon_url: a.icon,
            colour: a.colour,
            color: a.colour,
            target: a.target,
            current,
            progress,
            unlocked: unlocked_at.is_some(),
            unlocked_at,
            attainable: a.attainable,
        }
    }
}

/// `{ success, data }` with every achievement.
#[derive(Debug, Serialize, ToSchema)]
pub struct AchievementList {
    pub success: bool,
    pub data: Vec<AchievementBody>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_achievements))
}

/// Every achievement with the learner's progress; unlocked ones carry
/// their unlock time (an unlocked achievement stays unlocked).
#[utoipa::path(get, path = "/achievements", tag = "achievements", security(("bearer" = [])),
    responses((status = 200, body = AchievementList), (status = 401, body = crate::error::ErrorBody)))]
pub async fn list_achievements(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<AchievementList>> {
    let (facts, unlocked) = learners::gallery(state.reads(), user.id).await?;
    let data = ACHIEVEMENTS
        .iter()
        .map(|a| {
            let standing = a.standing(&facts);
            let unlocked_at = unlocked.iter().find(|(id, _)| id == a.id).map(|(_, at)| to_rfc3339(*at));
            let progress = if unlocked_at.is_some() { 100 } else { standing.progress };
            AchievementBody::new(a, standing.current, progress, unlocked_at)
        })
        .collect();
    Ok(Json(AchievementList { success: true, data }))
}
