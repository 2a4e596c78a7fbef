//! The first view of a page: the top of what the web app will render, as
//! HTML in the server's answer, so the page's largest paint (a heading, an
//! introduction, a picture) shows as soon as the HTML is in, before the
//! app's code has loaded (docs/performance.md, "First view before the
//! code"). React replaces it on its first render.
//!
//! The first views of pages that need no data come from the web app's own
//! build (`pages.rs`); these are the three whose content is the catalogue's:
//! a challenge, a blog post and a learning path, drawn here from their data
//! inside the `<main>` element the build names. Their markup is the app's
//! own, element for element and class for class (the components named on
//! each function), and a browser journey (e2e/tests/first-view.spec.ts)
//! renders each both ways and compares every element's tag, classes, text,
//! computed style and position, failing on any difference.

use frontloop_store::models::{BlogPost, PathSummary, Task};

use super::html::escape;

/// What the server knows of the page to draw its first view.
#[derive(Debug, Clone, PartialEq)]
pub enum FirstView {
    /// `/challenges/{slug}`: back link, difficulty, tags, title and picture.
    Challenge { title: String, difficulty: &'static str, tags: Vec<String>, image: String },
    /// `/blog/{slug}`: back link, featured image, categories and title.
    BlogPost { title: String, categories: Vec<String>, image: String },
    /// `/learning-paths/{slug}`: back link, picture, difficulty, title and
    /// description.
    LearningPath { title: String, description: String, difficulty: &'static str, image: String },
}

impl FirstView {
    /// The first view of a challenge's page; none for a retired one (its
    /// notice, above the picture, is the app's to show).
    pub fn of_task(task: &Task) -> Option<FirstView> {
        (!task.archived).then(|| FirstView::Challenge {
            title: task.title.clone(),
            difficulty: task.difficulty.as_str(),
            tags: task.tags.clone(),
            image: task_image(task.image_url.as_deref(), &task.tags),
        })
    }

    /// The first view of a blog post's page; none for a retired post or a
    /// post without a picture (the app draws a placeholder there).
    pub fn of_post(post: &BlogPost) -> Option<FirstView> {
        let image = post.featured_image.as_deref().map(str::trim).filter(|i| !i.is_empty())?;
        (!post.archived).then(|| FirstView::BlogPost {
            title: post.title.clone(),
            categories: post.categories.clone(),
            image: image.to_owned(),
        })
    }

    /// The first view of a learning path's page; none for a retired path or
    /// a path without a picture (the app draws its initial there).
    pub fn of_path(path: &PathSummary) -> Option<FirstView> {
        let image = path.image_url.as_deref().filter(|i| !i.is_empty())?;
        (!path.archived).then(|| FirstView::LearningPath {
            title: path.title.clone(),
            description: path.description.clone(),
            difficulty: path.difficulty.as_str(),
            image: image.to_owned(),
        })
    }

    /// The HTML inside `main_open`, the app's `<main>` start tag as its
    /// build renders it (`pages.rs`).
    pub fn render(&self, main_open: &str) -> String {
        let page = match self {
            FirstView::Challenge { title, difficulty, tags, image } => challenge(title, difficulty, tags, image),
            FirstView::BlogPost { title, categories, image } => blog_post(title, categories, image),
            FirstView::LearningPath { title, description, difficulty, image } => {
                learning_path(title, description, difficulty, image)
            }
        };
        format!("{main_open}{page}</main>")
    }
}

fn challenge(title: &str, difficulty: &str, tags: &[String], image: &str) -> String {
    let title = escape(title);
    let badge = difficulty_badge(difficulty);
    let tags = chip_list("Tags", "flex flex-wrap gap-1.5", tags, |tag| {
        format!(
            "<span class=\"inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium {}\">{}</span>",
            tag_colours(tag),
            escape(tag)
        )
    });
    format!(
        "<div class=\"mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8\">\
         <a href=\"/challenges\" class=\"inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600\">\
         <svg viewBox=\"0 0 20 20\" width=\"16\" height=\"16\" aria-hidden=\"true\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"><path d=\"M12 4 6 10l6 6\"></path></svg>\
         All challenges</a>\
         <div class=\"mt-6 grid grid-cols-1 gap-8 [grid-template-areas:'header'_'media'_'brief'] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6 lg:[grid-template-areas:'media_header'_'media_brief']\">\
         <div class=\"[grid-area:header]\">\
         <div class=\"flex flex-wrap items-center gap-2\">\
         {badge}{tags}</div>\
         <h1 class=\"mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl\">{title}</h1>\
         </div>\
         <div class=\"space-y-6 [grid-area:media]\">\
         <div class=\"group relative block w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm\">\
         <img width=\"1200\" height=\"630\" decoding=\"async\" loading=\"eager\" fetchpriority=\"high\" src=\"{image}\" alt=\"\" \
         class=\"aspect-[1200/630] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none\">\
         <span aria-hidden=\"true\" class=\"fixed-palette absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-slate-950/70 text-white\">\
         <svg viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"><circle cx=\"11\" cy=\"11\" r=\"6\"></circle><path d=\"m20 20-4.5-4.5M11 8v6M8 11h6\"></path></svg>\
         </span></div></div></div></div>",
        image = escape(image),
    )
}

/// `web/src/features/blog/pages/blog-post-page.tsx` down to the title
/// (`post-image.tsx`, `category-chips.tsx`).
fn blog_post(title: &str, categories: &[String], image: &str) -> String {
    let chips = chip_list("Post categories", "flex flex-wrap gap-1.5 mt-8", categories, |category| {
        format!(
            "<a href=\"/blog?category={}\" class=\"inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-100 ring-inset transition-colors hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600\">{}</a>",
            escape(&encode_uri_component(category)),
            escape(category)
        )
    });
    format!(
        "<div class=\"mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8\">\
         <a href=\"/blog\" class=\"inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600\">\
         <span aria-hidden=\"true\">←</span> All posts</a>\
         <div class=\"mt-6 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between\">\
         <article aria-labelledby=\"post-title\" class=\"min-w-0 lg:col-start-1 lg:row-start-1\"><div>\
         <img src=\"{image}\" alt=\"\" width=\"1200\" height=\"630\" loading=\"eager\" fetchpriority=\"high\" decoding=\"async\" \
         class=\"bg-slate-100 object-cover aspect-[1200/630] w-full rounded-2xl border border-slate-200\">\
         {chips}\
         <h1 id=\"post-title\" class=\"mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl sm:leading-tight\">{title}</h1>\
         </div></article></div></div>",
        image = escape(image),
        title = escape(title),
    )
}

/// `learning-path-detail-page.tsx` down to the description
/// (`path-image.tsx`, `difficulty-badge.tsx`); the "Refresh Status" button
/// keeps its place, invisible.
fn learning_path(title: &str, description: &str, difficulty: &str, image: &str) -> String {
    format!(
        "<div class=\"mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8\">\
         <div class=\"flex flex-wrap items-center justify-between gap-3\">\
         <a href=\"/learning-paths\" class=\"inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600\">\
         <span aria-hidden=\"true\">←</span>Back to Learning Paths</a>\
         <span class=\"invisible inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold\">\
         <svg viewBox=\"0 0 20 20\" width=\"16\" height=\"16\"></svg>Refresh Status</span>\
         </div>\
         <div class=\"mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12\">\
         <img src=\"{image}\" alt=\"\" width=\"1200\" height=\"630\" loading=\"eager\" decoding=\"async\" \
         class=\"aspect-[1200/630] w-full bg-slate-100 object-cover rounded-2xl border border-slate-200\">\
         <div>{badge}\
         <h1 tabindex=\"-1\" class=\"mt-3 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl\">{title}</h1>\
         <p class=\"mt-4 text-lg text-pretty text-slate-600\">{description}</p>\
         </div></div></div>",
        badge = difficulty_badge(difficulty),
        image = escape(image),
        title = escape(title),
        description = escape(description),
    )
}

/// `web/src/components/ui/difficulty-badge.tsx`: the three levels, anything
/// else as advanced.
fn difficulty_badge(difficulty: &str) -> String {
    let (level, label, colours) = match difficulty {
        "beginner" => ("beginner", "Beginner", "bg-emerald-100 text-emerald-800 ring-emerald-600/20"),
        "intermediate" => ("intermediate", "Intermediate", "bg-amber-100 text-amber-800 ring-amber-600/20"),
        _ => ("advanced", "Advanced", "bg-rose-100 text-rose-800 ring-rose-600/20"),
    };
    format!(
        "<span data-difficulty=\"{level}\" class=\"inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset {colours}\">{label}</span>"
    )
}

/// A labelled list of chips (`TagList`, `CategoryChips`), nothing when
/// there are none.
fn chip_list(label: &str, classes: &str, items: &[String], chip: impl Fn(&str) -> String) -> String {
    if items.is_empty() {
        return String::new();
    }
    let chips: String = items.iter().map(|item| format!("<li>{}</li>", chip(item))).collect();
    format!("<ul aria-label=\"{label}\" class=\"{classes}\">{chips}</ul>")
}

/// The chip colours of `web/src/components/ui/tag-chip-classes.ts`: the
/// tag's category (named in any case), grey for any other tag.
fn tag_colours(tag: &str) -> &'static str {
    match tag.trim().to_lowercase().as_str() {
        "html" => "bg-orange-100 text-orange-800",
        "css" => "bg-blue-100 text-blue-800",
        "javascript" => "bg-yellow-100 text-yellow-800",
        "dom" => "bg-purple-100 text-purple-800",
        "responsive design" => "bg-teal-100 text-teal-800",
        "web apis" => "bg-green-100 text-green-800",
        _ => "bg-slate-100 text-slate-700",
    }
}

/// The first picture of a challenge's chain (`web/src/lib/task-image.ts`):
/// its own image (an http(s) or same-site address), else its first tag's
/// category picture, else the default.
pub fn task_image(image_url: Option<&str>, tags: &[String]) -> String {
    if let Some(url) = image_url.map(str::trim).filter(|u| !u.is_empty()) {
        let lower = url.to_ascii_lowercase();
        let scheme = url.split_once(':').map(|(s, _)| s).filter(|s| {
            s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && s.chars().all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
        });
        if lower.starts_with("http://") || lower.starts_with("https://") || url.starts_with("//") {
            return url.to_owned();
        }
        if scheme.is_none() {
            return if url.starts_with('/') { url.to_owned() } else { format!("/{url}") };
        }
    }
    match tags.iter().find(|tag| !tag.trim().is_empty()) {
        Some(tag) => {
            let name = tag.trim().to_lowercase().split_whitespace().collect::<Vec<_>>().join("-");
            format!("/images/categories/{}.svg", encode_uri_component(&name))
        }
        None => "/images/categories/default.svg".to_owned(),
    }
}

/// JavaScript's `encodeURIComponent`.
fn encode_uri_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|t| (*t).to_owned()).collect()
    }

    #[test]
    fn a_challenge_picture_follows_the_apps_chain() {
        assert_eq!(task_image(Some("/media/challenges/a.svg"), &[]), "/media/challenges/a.svg");
        assert_eq!(task_image(Some("media/a.svg"), &[]), "/media/a.svg");
        assert_eq!(task_image(Some("https://cdn.example/a.png"), &[]), "https://cdn.example/a.png");
        assert_eq!(
            task_image(Some("javascript:alert(1)"), &tags(&[" ", "Responsive  Design"])),
            "/images/categories/responsive-design.svg"
        );
        assert_eq!(task_image(None, &tags(&["C#"])), "/images/categories/c%23.svg");
        assert_eq!(task_image(Some("  "), &[]), "/images/categories/default.svg");
    }

    /// The app's `<main>` start tag, as its build gives it.
    const MAIN: &str = "<main id=\"main\" tabindex=\"-1\">";

    #[test]
    fn text_from_the_catalogue_is_escaped() {
        let html = FirstView::Challenge {
            title: "<b>Cards</b> & \"more\"".into(),
            difficulty: "beginner",
            tags: tags(&["CSS", "<x>"]),
            image: "/a.svg\"onerror=\"x".into(),
        }
        .render(MAIN);
        assert!(html.contains("&lt;b&gt;Cards&lt;/b&gt; &amp; &quot;more&quot;"), "{html}");
        assert!(html.contains("bg-blue-100 text-blue-800\">CSS<") && html.contains("&lt;x&gt;"));
        assert!(html.contains("src=\"/a.svg&quot;onerror=&quot;x\""));
        assert!(!html.contains("<b>") && !html.contains("<x>"));
        let post = FirstView::BlogPost {
            title: "A < B".into(),
            categories: tags(&["Tips & tricks"]),
            image: "/media/blog/p.svg".into(),
        }
        .render(MAIN);
        assert!(post.contains("href=\"/blog?category=Tips%20%26%20tricks\""), "{post}");
        assert!(post.contains(">Tips &amp; tricks</a>"), "{post}");
        assert!(post.contains(">A &lt; B</h1>"));
    }

    #[test]
    fn each_view_is_one_main_landmark_with_one_heading() {
        let views = [
            FirstView::Challenge { title: "T".into(), difficulty: "expert", tags: vec![], image: "/i.svg".into() },
            FirstView::BlogPost { title: "T".into(), categories: vec![], image: "/i.svg".into() },
            FirstView::LearningPath {
                title: "T".into(),
                description: "<D>".into(),
                difficulty: "beginner",
                image: "/i.svg".into(),
            },
        ];
        for view in views {
            let html = view.render(MAIN);
            assert!(html.starts_with("<main id=\"main\"") && html.ends_with("</main>"), "{html}");
            assert_eq!(html.matches("<main").count(), 1);
            assert_eq!(html.matches("<h1").count(), 1, "{html}");
            assert_eq!(html.matches("<div").count(), html.matches("</div>").count(), "{html}");
        }
    }
}
