//! `GET /api/openapi.json`: the API described from the code.
//!
//! Each handler's annotation lists the answers particular to it (404, 409,
//! 429, …). The answers that follow from an operation's shape alone are
//! added here, once, so that no operation can forget them: the extractors
//! behind every body, path and session (`ApiJson`, `ApiPath`, `CurrentUser`,
//! `MaybeUser`) answer them the same way everywhere.

use axum::routing::get;
use axum::{Json, Router};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;

use crate::app::state::AppState;
use crate::error::{ApiError, ApiResult};

/// The OpenAPI document of every `/api` route.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Frontloop API",
        description = "The JSON API behind the Frontloop web app. Errors are `{success: false, code, message}`. \
        No text of the API may hold U+0000 (NUL): in a body it answers 422, in a URL 400. \
        A method a route does not take answers 405 with an `Allow` header."
    ),
    components(schemas(crate::error::ErrorBody))
)]
pub struct ApiDoc;

/// Declares the `bearer` security scheme (the session token).
struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("Session token from POST /api/auth/exchange"))
                    .build(),
            ),
        );
    }
}

/// Adds the error answers that an operation's shape implies, unless its
/// annotation already describes them:
/// - a JSON body (`ApiJson`): 400 (not JSON), 413 (over 64 KB), 415 (not declared as
///   JSON), 422 (a field is wrong or missing);
/// - path parameters: 400 (a value of the wrong type, or `%00`);
/// - a session (required or optional): 401 (missing, unknown or expired);
/// - every operation but those of [`NO_DATABASE`]: 503 (the database
///   cannot be reached).
struct ShapeErrors;

/// Operations that never touch the database.
const NO_DATABASE: &[&str] = &["dev_sign_in_page"];

impl utoipa::Modify for ShapeErrors {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::path::ParameterIn;
        for item in openapi.paths.paths.values_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.options,
                &mut item.head,
                &mut item.patch,
                &mut item.trace,
            ];
            for operation in operations.into_iter().flatten() {
                let mut implied: Vec<(&str, &str)> = Vec::new();
                let takes_json =
                    operation.request_body.as_ref().is_some_and(|b| b.content.contains_key("application/json"));
                if takes_json {
                    implied.push(("400", "The body is not valid JSON"));
                    implied.push(("413", "The body is larger than 64 KB"));
                    implied.push(("415", "The body is not sent as `application/json`"));
                    implied.push(("422", "A field of the body is missing, of the wrong type or not valid"));
                }
                let has_path_parameters =
                    operation.parameters.iter().flatten().any(|p| matches!(p.parameter_in, ParameterIn::Path));
                if has_path_parameters {
                    implied.push(("400", "A path parameter is not valid"));
                }
                if operation.security.as_ref().is_some_and(|s| !s.is_empty()) {
                    implied.push(("401", "The session token is missing, unknown or expired"));
                }
                if !operation.operation_id.as_deref().is_some_and(|id| NO_DATABASE.contains(&id)) {
                    implied.push(("503", "The database cannot be reached"));
                }
                for (status, description) in implied {
                    operation
                        .responses
                        .responses
                        .entry(status.to_owned())
                        .or_insert_with(|| error_response(description));
                }
            }
        }
    }
}

/// A string schema that takes only `values`, for fields kept as text in
/// the handler (which words its own 422) but closed in the document.
pub fn string_enum(values: &[&str]) -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new().schema_type(Type::String).enum_values(Some(values.iter().copied())).build()
}

/// A required text of 1 to `max` characters after trimming (so not only
/// white space), from the limit stated once in `frontloop_domain::limits`;
/// `what` starts its description.
pub fn required_text(max: usize, what: &str) -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(1))
        .max_length(Some(max))
        .pattern(Some(r"\S"))
        .description(Some(format!("{what}1-{} characters after trimming (so not only white space).", thousands(max))))
        .build()
}

/// An optional text of at most `max` characters (`null` or absent for none).
pub fn optional_text(max: usize, what: &str) -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
        .max_length(Some(max))
        .description(Some(format!("{what} Up to {} characters.", thousands(max))))
        .build()
}

/// `5000` as "5,000".
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// An answer with an [`crate::error::ErrorBody`].
fn error_response(description: &str) -> utoipa::openapi::RefOr<utoipa::openapi::Response> {
    use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
    let content = ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build();
    ResponseBuilder::new().description(description).content("application/json", content).build().into()
}

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(|| async { document().map(Json) }))
}

/// The document as served.
pub fn document() -> ApiResult<serde_json::Value> {
    // The operations come from the routes themselves (`api_routes`); the
    // answers every operation implies are added once they are all there.
    let mut openapi = OpenApiRouter::with_openapi(ApiDoc::openapi()).nest("/api", super::api_routes()).into_openapi();
    BearerAuth.modify(&mut openapi);
    ShapeErrors.modify(&mut openapi);
    let mut document = serde_json::to_value(openapi).map_err(|e| ApiError::Internal(e.into()))?;
    camel_case_links(&mut document);
    add_limits(&mut document);
    Ok(document)
}

/// The limits stated once in `frontloop_domain::limits`, as `x-limits`: the
/// web app's constants are generated from them (`web/scripts/api-types.mjs`).
fn add_limits(document: &mut serde_json::Value) {
    let limits: Vec<serde_json::Value> = frontloop_domain::limits::LIMITS
        .iter()
        .map(|l| serde_json::json!({"name": l.name, "value": l.value, "description": l.description}))
        .collect();
    if let Some(root) = document.as_object_mut() {
        root.insert("x-limits".to_owned(), serde_json::Value::Array(limits));
    }
}

/// utoipa 5.5 writes a Link Object's fields in snake case
/// (`operation_id`, `request_body`), which OpenAPI tools do not read; this
/// renames them as OpenAPI spells them, wherever a response has links.
fn camel_case_links(document: &mut serde_json::Value) {
    let operations = document
        .get_mut("paths")
        .and_then(serde_json::Value::as_object_mut)
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(serde_json::Value::as_object_mut)
        .flat_map(|item| item.values_mut());
    let links = operations
        .filter_map(|operation| operation.get_mut("responses")?.as_object_mut())
        .flat_map(|responses| responses.values_mut())
        .filter_map(|response| response.get_mut("links")?.as_object_mut())
        .flat_map(|links| links.values_mut())
        .filter_map(serde_json::Value::as_object_mut);
    for link in links {
        for (snake, camel) in
            [("operation_id", "operationId"), ("operation_ref", "operationRef"), ("request_body", "requestBody")]
        {
            if let Some(value) = link.remove(snake) {
                link.insert(camel.to_owned(), value);
            }
        }
    }
}
