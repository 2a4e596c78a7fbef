//! The blog: `GET /api/posts?status=published` and
//! `GET /api/posts/by-slug/{slug}`. Drafts are never public.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Extension;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{PostStatus, Slug};
use frontloop_store::models::BlogPost;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::rendered::{self, SharedEncodings};
use crate::app::queries::blog;
use crate::app::state::AppState;
use crate::error::{ApiError, ApiPath, ApiQuery, ApiResult};

/// A published blog post.
#[derive(Debug, Serialize, ToSchema)]
pub struct PostBody {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    #[schema(required = true)]
    pub excerpt: Option<String>,
    /// Sanitized HTML.
    pub content: String,
    pub categories: Vec<String>,
    /// Relative to the product's origin.
    #[schema(required = true)]
    pub featured_image: Option<String>,
    /// Publication time (RFC 3339).
    pub created_at: String,
    pub updated_at: String,
    /// For example `4 min read`.
    pub read_time: String,
    #[schema(required = true)]
    pub meta_title: Option<String>,
    #[schema(required = true)]
    pub meta_description: Option<String>,
    /// Always `published`.
    pub status: PostStatus,
    /// The post left the catalogue: its page says it was retired (it is
    /// in no list; learning paths that named it keep their records).
    pub archived: bool,
}

impl From<BlogPost> for PostBody {
    fn from(post: BlogPost) -> Self {
        PostBody {
            id: post.id,
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            content: post.content_html,
            categories: post.categories,
            featured_image: post.featured_image,
            created_at: to_rfc3339(post.published_at),
            updated_at: to_rfc3339(post.updated_at),
            read_time: format!("{} min read", post.read_time_minutes),
            meta_title: post.meta_title,
            meta_description: post.meta_description,
            status: post.status,
            archived: post.archived,
        }
    }
}

/// `?status=`: only `published` (the default) is public.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PostsQuery {
    /// `published`, the default; drafts are never listed (422).
    #[param(schema_with = published_only)]
    status: Option<String>,
}

fn published_only() -> utoipa::openapi::Object {
    super::openapi::string_enum(&["published"])
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_posts)).routes(routes!(post_by_slug))
}

/// Every published post, newest first (with ETag / 304).
#[utoipa::path(get, path = "/posts", tag = "blog", params(PostsQuery),
    responses((status = 200, body = Vec<PostBody>), (status = 304, description = "Unchanged since the given ETag"),
              (status = 400, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list_posts(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    ApiQuery(query): ApiQuery<PostsQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    if query.status.as_deref().is_some_and(|s| s != "published") {
        return Err(ApiError::invalid("status", "must be published: drafts are not public"));
    }
    let posts = blog::kept_posts(state.reads()).await?;
    rendered::kept(&encodings, &posts, &headers, |posts| posts.iter().cloned().map(PostBody::from).collect::<Vec<_>>())
}

/// One published post; 404 when missing or not published.
#[utoipa::path(get, path = "/posts/by-slug/{slug}", tag = "blog",
    params(("slug" = String, Path, description = "Post slug")),
    responses((status = 200, body = PostBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn post_by_slug(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    headers: HeaderMap,
    ApiPath(slug): ApiPath<String>,
) -> ApiResult<Response> {
    let post = blog::kept_post(state.reads(), &slug).await?;
    rendered::kept(&encodings, &post, &headers, |post| PostBody::from(post.clone()))
}
