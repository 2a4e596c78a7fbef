//! The catalogue at platform size: the shipped challenges, posts and paths,
//! plus generated challenges and paths up to the wanted counts. It goes in
//! through the product's own import, so it is stored exactly as the real
//! catalogue is.

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use frontloop_domain::{Difficulty, PostStatus, Slug};
use frontloop_store::catalogue::{Catalogue, NewPath, NewPathItem, NewTask};

const DIFFICULTIES: [Difficulty; 3] = [Difficulty::Beginner, Difficulty::Intermediate, Difficulty::Advanced];
const TAGS: [&str; 16] = [
    "html",
    "css",
    "javascript",
    "typescript",
    "react",
    "accessibility",
    "layout",
    "grid",
    "flexbox",
    "forms",
    "animation",
    "api",
    "testing",
    "performance",
    "responsive",
    "svg",
];
const SUBJECTS: [&str; 24] = [
    "Pricing table",
    "Newsletter sign-up",
    "Weather widget",
    "Recipe page",
    "Kanban board",
    "Image carousel",
    "Music player",
    "Chat window",
    "Product card",
    "Dashboard",
    "Booking form",
    "Quiz app",
    "Portfolio",
    "Landing page",
    "Expense tracker",
    "Calendar",
    "Photo gallery",
    "Map explorer",
    "Video player",
    "Checkout",
    "Settings panel",
    "Notification centre",
    "Markdown editor",
    "Timer",
];
const STORIES: [&str; 12] = [
    "See hover and focus states for every interactive element on the page",
    "View the optimal layout depending on their device's screen size",
    "Receive a clear error message when a field is left empty or is not valid",
    "Navigate the whole interface with the keyboard alone",
    "Filter the items by category and see the count update at once",
    "Toggle between a light and a dark colour scheme",
    "Save their choices so that they survive a reload",
    "See a loading state while data is on its way and an empty state when there is none",
    "Sort the list by name, date or popularity",
    "Read every text with enough contrast, at 200% zoom too",
    "Undo the last change within a few seconds",
    "Share a link that opens the same view",
];
const HINTS: [&str; 8] = [
    "Start from the content: write the HTML first, then style it mobile first.",
    "Reach for CSS Grid for the page layout and Flexbox for the components.",
    "Keep the state in one place and derive the rest of the view from it.",
    "Test with a screen reader before you call it done.",
    "Measure the page with Lighthouse and fix the largest issue first.",
    "Use semantic elements: a button for actions, a link for navigation.",
    "Give images explicit sizes so that nothing shifts while they load.",
    "Write down the edge cases before you write the code.",
];

/// Adds generated challenges and paths to `catalogue` until it holds
/// `challenges` and `paths` of them.
pub fn extend(catalogue: &mut Catalogue, rng: &mut ChaCha8Rng, challenges: u64, paths: u64) {
    let mut n = 0;
    while (catalogue.tasks.len() as u64) < challenges {
        n += 1;
        catalogue.tasks.push(generated_task(rng, n));
    }
    let published: Vec<Slug> =
        catalogue.posts.iter().filter(|p| p.status == PostStatus::Published).map(|p| p.slug.clone()).collect();
    let task_slugs: Vec<Slug> = catalogue.tasks.iter().map(|t| t.slug.clone()).collect();
    let mut n = 0;
    while (catalogue.paths.len() as u64) < paths {
        n += 1;
        catalogue.paths.push(generated_path(rng, n, &task_slugs, &published));
    }
}

fn generated_task(rng: &mut ChaCha8Rng, n: u64) -> NewTask {
    let subject = SUBJECTS[rng.gen_range(0..SUBJECTS.len())];
    let difficulty = DIFFICULTIES[rng.gen_range(0..DIFFICULTIES.len())];
    let tag_count = rng.gen_range(2..=4);
    let mut tags: Vec<String> = TAGS.choose_multiple(rng, tag_count).map(|t| (*t).to_owned()).collect();
    tags.sort();
    let mut description = format!(
        "## The brief\n\nBuild a {} {} that looks good on a phone and on a wide screen. \
         The design uses a calm palette, generous spacing and one accent colour.\n\n## User stories\n\nUsers should be able to:\n\n",
        difficulty,
        subject.to_lowercase()
    );
    let story_count = rng.gen_range(4..=8);
    for story in STORIES.choose_multiple(rng, story_count) {
        description.push_str("- ");
        description.push_str(story);
        description.push('\n');
    }
    description.push_str("\n## Hints\n\n");
    let hint_count = rng.gen_range(2..=4);
    for hint in HINTS.choose_multiple(rng, hint_count) {
        description.push_str("- ");
        description.push_str(hint);
        description.push('\n');
    }
    description.push_str(&format!(
        "\n## When you are done\n\nPublish the code on GitHub and the page on GitHub Pages, then share your \
         {} with the community and ask for feedback on one thing you found hard (variant {n}).\n",
        subject.to_lowercase()
    ));
    NewTask {
        slug: generated_slug(format!("{}-{n}", subject.to_lowercase().replace(' ', "-"))),
        title: format!("{subject} #{n}"),
        summary: format!("Build a {} {} from a brief with user stories.", difficulty, subject.to_lowercase()),
        description,
        difficulty,
        tags,
        image_url: None,
        acceptance_checks: "[]".to_owned(),
        content_hash: format!("generated-task-{n}"),
    }
}

fn generated_path(rng: &mut ChaCha8Rng, n: u64, tasks: &[Slug], posts: &[Slug]) -> NewPath {
    let post_count = rng.gen_range(4..=8).min(posts.len());
    let task_count = rng.gen_range(6..=12);
    let mut items: Vec<NewPathItem> =
        posts.choose_multiple(rng, post_count).map(|slug| NewPathItem::Post(slug.clone())).collect();
    items.extend(tasks.choose_multiple(rng, task_count).map(|slug| NewPathItem::Task(slug.clone())));
    items.shuffle(rng);
    let subject = SUBJECTS[rng.gen_range(0..SUBJECTS.len())];
    NewPath {
        slug: generated_slug(format!("track-{n}")),
        title: format!("Track {n}: from {} to production", subject.to_lowercase()),
        description: format!(
            "A guided route through {} challenges and reading, ending with a project you can show.",
            items.len()
        ),
        difficulty: DIFFICULTIES[rng.gen_range(0..DIFFICULTIES.len())],
        estimated_hours: rng.gen_range(6..=60),
        image_url: None,
        items,
        content_hash: format!("generated-path-{n}"),
    }
}

/// A slug made from the generator's own subjects and counters, which are
/// lowercase words and digits joined by single hyphens.
fn generated_slug(text: String) -> Slug {
    Slug::parse(&text).expect("generated slugs are lowercase words, digits and single hyphens")
}
