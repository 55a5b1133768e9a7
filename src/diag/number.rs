//! Diagnostic numbers as users see them. NVIDIA's own messages (internal number at or above
//! `NVIDIA_FIRST_NUMBER`, 3584) are displayed and accepted as `internal - 3584 + 20000`
//! (internal 3632 is `#20048-D`); EDG's keep their number. Options and pragmas accept both forms.

use crate::tables::diagnostics::{LAST_NUMBER, NVIDIA_DISPLAY_BASE, NVIDIA_FIRST_NUMBER};

/// The number shown to users for an internal number.
pub fn display_number(internal: u32) -> u32 {
    if internal >= NVIDIA_FIRST_NUMBER {
        internal - NVIDIA_FIRST_NUMBER + NVIDIA_DISPLAY_BASE
    } else {
        internal
    }
}

/// The internal number for a number as written by a user (either form), or `None` when the
/// reference would reject it: valid are `0..=LAST_NUMBER` and the displayed range of
/// NVIDIA's messages (`20000..=20428`).
pub fn parse_number(written: u32) -> Option<u32> {
    let last_display = LAST_NUMBER - NVIDIA_FIRST_NUMBER + NVIDIA_DISPLAY_BASE;
    if written <= LAST_NUMBER {
        Some(written)
    } else if (NVIDIA_DISPLAY_BASE..=last_display).contains(&written) {
        Some(written - NVIDIA_DISPLAY_BASE + NVIDIA_FIRST_NUMBER)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Values measured on the reference: internal 3675 shows as #20091-D, 3632 as #20048-D,
    // 3822 as #20238-D; --diag_suppress accepts 20428 and 4012 but rejects 20429, 4013, 19999.
    #[test]
    fn nvidia_numbers_display_in_the_20000_range() {
        assert_eq!(display_number(3675), 20091);
        assert_eq!(display_number(3632), 20048);
        assert_eq!(display_number(3822), 20238);
        assert_eq!(display_number(940), 940);
        assert_eq!(display_number(3583), 3583);
    }

    #[test]
    fn both_forms_parse_to_the_internal_number() {
        assert_eq!(parse_number(20048), Some(3632));
        assert_eq!(parse_number(3632), Some(3632));
        assert_eq!(parse_number(20428), Some(4012));
        assert_eq!(parse_number(4012), Some(4012));
        assert_eq!(parse_number(5), Some(5));
        assert_eq!(parse_number(4013), None);
        assert_eq!(parse_number(19999), None);
        assert_eq!(parse_number(20429), None);
    }
}
