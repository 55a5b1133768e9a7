//! The driver: runs one translation unit through the pipeline (being written).
