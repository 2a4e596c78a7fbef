//! The client routes of docs/screens.md, as the server recognises them.

/// A page of the web app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    Home,
    Login,
    AuthCallback,
    Challenges,
    Challenge(String),
    Profile,
    Blog,
    BlogPost(String),
    Achievements,
    Community,
    SharePost,
    CommunityPost(String),
    LearningPaths,
    LearningPath(String),
    Solution(String),
    Reviews,
    Notifications,
    Settings,
    Admin,
    /// `/u/{login}`: a learner's public portfolio.
    Portfolio(String),
    Privacy,
    Terms,
    NotFound,
}

impl Page {
    /// The page a URL path shows (a trailing slash is tolerated).
    pub fn from_path(path: &str) -> Page {
        let trimmed = path.strip_suffix('/').filter(|p| !p.is_empty()).unwrap_or(path);
        let segments: Vec<&str> = trimmed.split('/').skip(1).collect();
        let one = |s: &str| s.to_owned();
        match segments.as_slice() {
            [""] => Page::Home,
            ["login"] => Page::Login,
            ["auth", "callback"] => Page::AuthCallback,
            ["challenges"] => Page::Challenges,
            ["challenges", slug] if !slug.is_empty() => Page::Challenge(one(slug)),
            ["profile"] => Page::Profile,
            ["blog"] => Page::Blog,
            ["blog", slug] if !slug.is_empty() => Page::BlogPost(one(slug)),
            ["achievements"] => Page::Achievements,
            ["community"] => Page::Community,
            ["community", "share"] => Page::SharePost,
            ["community", "posts", id] if !id.is_empty() => Page::CommunityPost(one(id)),
            ["learning-paths"] => Page::LearningPaths,
            ["learning-paths", id] if !id.is_empty() => Page::LearningPath(one(id)),
            ["solutions", id] if !id.is_empty() => Page::Solution(one(id)),
            ["reviews"] => Page::Reviews,
            ["notifications"] => Page::Notifications,
            ["settings"] => Page::Settings,
            ["admin"] => Page::Admin,
            ["u", login] if !login.is_empty() => Page::Portfolio(one(login)),
            ["privacy"] => Page::Privacy,
            ["terms"] => Page::Terms,
            _ => Page::NotFound,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_every_spec_route() {
        let cases = [
            ("/", Page::Home),
            ("/login", Page::Login),
            ("/auth/callback", Page::AuthCallback),
            ("/challenges", Page::Challenges),
            ("/challenges/card", Page::Challenge("card".into())),
            ("/profile", Page::Profile),
            ("/blog", Page::Blog),
            ("/blog/grid/", Page::BlogPost("grid".into())),
            ("/achievements", Page::Achievements),
            ("/community", Page::Community),
            ("/community/share", Page::SharePost),
            ("/community/posts/12", Page::CommunityPost("12".into())),
            ("/learning-paths", Page::LearningPaths),
            ("/learning-paths/basics", Page::LearningPath("basics".into())),
            ("/solutions/7", Page::Solution("7".into())),
            ("/reviews", Page::Reviews),
            ("/notifications", Page::Notifications),
            ("/settings", Page::Settings),
            ("/admin", Page::Admin),
            ("/u/octocat", Page::Portfolio("octocat".into())),
            ("/privacy", Page::Privacy),
            ("/terms", Page::Terms),
        ];
        for (path, page) in cases {
            assert_eq!(Page::from_path(path), page, "{path}");
        }
        for path in ["/nope", "/challenges/a/b", "/community/posts", "/index.html", "/u", "/u/a/b"] {
            assert_eq!(Page::from_path(path), Page::NotFound, "{path}");
        }
    }
}
