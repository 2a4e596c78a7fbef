//! Values kept as text in the database and on the wire: a closed set of
//! names (statuses, difficulty, kinds) or a checked string (slugs).
//!
//! [`text_enum!`] declares such an enum once: its variants with their text,
//! `as_str`, `ALL`, `Display`, `FromStr` and the error naming the allowed
//! values. With the `sqlx` feature, [`text_column!`] lets a text column be
//! read and written as the type directly, so a value is checked when it
//! leaves the database, not compared as a string wherever it is used.

/// Declares an enum whose values are the given texts.
///
/// ```
/// frontloop_domain::text_enum! {
///     /// How loud.
///     pub enum Volume, UnknownVolume, "volume" {
///         Quiet = "quiet",
///         Loud = "loud",
///     }
/// }
/// assert_eq!("loud".parse::<Volume>(), Ok(Volume::Loud));
/// assert_eq!(
///     "shout".parse::<Volume>().unwrap_err().to_string(),
///     "volume must be one of quiet, loud (got \"shout\")"
/// );
/// ```
#[macro_export]
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident, $error:ident, $what:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:tt ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The value stored in the database and sent over the API.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $name::$variant => $text ),+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        #[doc = concat!("The text was not a ", $what, ".")]
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        #[error("{} must be one of {} (got {:?})", $what, [$($text),+].join(", "), .0)]
        pub struct $error(pub String);

        impl ::std::str::FromStr for $name {
            type Err = $error;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $name::ALL.iter().copied().find(|v| v.as_str() == s).ok_or_else(|| $error(s.to_owned()))
            }
        }

        #[cfg(feature = "sqlx")]
        $crate::text_column!($name);
    };
}

/// Reads and writes a type as a text column on every sqlx database whose
/// text type is `String`. The type needs `FromStr` (checked on read) and
/// `Display` (written as is).
#[cfg(feature = "sqlx")]
#[macro_export]
macro_rules! text_column {
    ($name:ty) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $name
        where
            String: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <String as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <String as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $name
        where
            String: sqlx::Decode<'r, DB>,
        {
            fn decode(value: <DB as sqlx::Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let text = <String as sqlx::Decode<'r, DB>>::decode(value)?;
                Ok(text.parse::<$name>()?)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $name
        where
            String: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <String as sqlx::Encode<'q, DB>>::encode(self.to_string(), buf)
            }
        }
    };
}
