//! How big the dataset is and how activity is spread: a few learners and
//! posts take much of it (a heavy tail), most take a little.

use std::collections::HashSet;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Row counts of one dataset.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct Sizes {
    pub users: u64,
    pub challenges: u64,
    pub paths: u64,
    pub progress: u64,
    pub posts: u64,
    pub post_likes: u64,
    /// Likes of the most liked post (part of `post_likes`).
    pub top_post_likes: u64,
    pub comments: u64,
    pub enrollments: u64,
    pub item_completions: u64,
    pub sessions: u64,
}

impl Sizes {
    /// The platform-size dataset of the benchmarks, times `scale`. The
    /// catalogue (challenges, paths) keeps its size at every scale: it is
    /// what the product ships, not what learners make.
    pub fn at_scale(scale: f64) -> Sizes {
        let n = |full: f64| ((full * scale).round() as u64).max(1);
        Sizes {
            users: n(100_000.0).max(10),
            challenges: 1_000,
            paths: 50,
            progress: n(1_000_000.0),
            posts: n(200_000.0),
            post_likes: n(2_000_000.0),
            top_post_likes: n(20_000.0),
            comments: n(1_000_000.0),
            enrollments: n(300_000.0),
            item_completions: n(1_000_000.0),
            sessions: n(200_000.0),
        }
    }
}

/// Spreads `total` over `caps.len()` ranks, rank `i` getting about
/// `a / (i + 1)^exponent` but never more than `caps[i]`; the counts add up
/// to `total` exactly. Rank 0 is the heaviest.
pub fn heavy_tail(total: u64, exponent: f64, caps: &[u64]) -> Result<Vec<u64>, String> {
    let capacity: u64 = caps.iter().sum();
    if capacity < total {
        return Err(format!("cannot place {total} rows in room for {capacity}"));
    }
    let counts_for = |a: f64| -> Vec<u64> {
        caps.iter()
            .enumerate()
            .map(|(i, &cap)| ((a / ((i + 1) as f64).powf(exponent)).floor() as u64).min(cap))
            .collect()
    };
    let (mut low, mut high) = (0.0_f64, 1.0_f64);
    while counts_for(high).iter().sum::<u64>() < total {
        high *= 2.0;
    }
    for _ in 0..200 {
        let mid = (low + high) / 2.0;
        if counts_for(mid).iter().sum::<u64>() < total {
            low = mid;
        } else {
            high = mid;
        }
    }
    let mut counts = counts_for(high);
    let mut excess = counts.iter().sum::<u64>() - total;
    // Trim the surplus from the light end, one row per rank per pass.
    while excess > 0 {
        for count in counts.iter_mut().rev() {
            if excess == 0 {
                break;
            }
            if *count > 0 {
                *count -= 1;
                excess -= 1;
            }
        }
    }
    Ok(counts)
}

/// A seeded permutation of `0..n`: which id holds each rank.
pub fn permutation(rng: &mut ChaCha8Rng, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.gen_range(0..=i));
    }
    order
}

/// `k` distinct values of `0..n`, uniformly (Floyd's algorithm), in the
/// order drawn.
pub fn distinct(rng: &mut ChaCha8Rng, n: u64, k: u64) -> Vec<u64> {
    let k = k.min(n);
    let mut chosen = HashSet::with_capacity(k as usize);
    let mut order = Vec::with_capacity(k as usize);
    for j in (n - k)..n {
        let t = rng.gen_range(0..=j);
        // j is new for certain: every earlier draw was below j.
        let pick = if chosen.insert(t) { t } else { j };
        chosen.insert(pick);
        order.push(pick);
    }
    order
}

/// Draws indices with fixed weights (popular challenges, busy paths).
pub struct Weighted {
    cumulative: Vec<f64>,
}

impl Weighted {
    /// Zipf weights `1 / (i + 1)^exponent` over `n` items.
    pub fn zipf(n: usize, exponent: f64) -> Weighted {
        let mut sum = 0.0;
        let cumulative = (0..n)
            .map(|i| {
                sum += 1.0 / ((i + 1) as f64).powf(exponent);
                sum
            })
            .collect();
        Weighted { cumulative }
    }

    /// One index.
    pub fn draw(&self, rng: &mut ChaCha8Rng) -> usize {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        let x = rng.gen_range(0.0..total.max(f64::MIN_POSITIVE));
        self.cumulative.partition_point(|&c| c <= x).min(self.cumulative.len().saturating_sub(1))
    }

    /// `k` distinct indices: weighted while few are wanted, uniform for
    /// the rest once most of the items are taken (rejection would stall).
    pub fn draw_distinct(&self, rng: &mut ChaCha8Rng, k: usize) -> Vec<usize> {
        let n = self.cumulative.len();
        if k * 2 >= n {
            return distinct(rng, n as u64, k as u64).into_iter().map(|v| v as usize).collect();
        }
        let mut chosen = HashSet::with_capacity(k);
        let mut order = Vec::with_capacity(k);
        while order.len() < k {
            let pick = self.draw(rng);
            if chosen.insert(pick) {
                order.push(pick);
            }
        }
        order
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn heavy_tail_adds_up_and_respects_caps() {
        let caps = vec![1_000; 10_000];
        let counts = heavy_tail(100_000, 0.8, &caps).expect("fits");
        assert_eq!(counts.iter().sum::<u64>(), 100_000);
        assert!(counts.iter().all(|&c| c <= 1_000));
        assert_eq!(counts[0], 1_000, "the heaviest rank is capped");
        assert!(counts.windows(2).all(|w| w[0] >= w[1]), "non-increasing");
        assert!(heavy_tail(10, 1.0, &[3, 3]).is_err());
    }

    #[test]
    fn distinct_draws_are_distinct_and_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let values = distinct(&mut rng, 100, 100);
        let set: HashSet<_> = values.iter().collect();
        assert_eq!(set.len(), 100);
        assert!(values.iter().all(|&v| v < 100));
        let few = Weighted::zipf(1_000, 1.0).draw_distinct(&mut rng, 50);
        assert_eq!(few.iter().collect::<HashSet<_>>().len(), 50);
    }
}
