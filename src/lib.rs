//! milligan: exact solver and winnability research for the Miss Milligan
//! family of patience games.
//!
//! The modules follow the pipeline: rules (data) -> deals -> reference engine
//! (the judge) -> solver -> batch -> stats -> CLI.

pub mod batch;
pub mod card;
pub mod cli;
pub mod deal;
pub mod error;
pub mod fingerprint;
pub mod notation;
pub mod player;
pub mod plot;
pub mod position;
pub mod reference;
pub mod results;
pub mod rules;
#[cfg(test)]
mod scratch;
pub mod solver;
pub mod stats;
