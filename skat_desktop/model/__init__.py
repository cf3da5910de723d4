"""Qt glue between the engine and the UI (see DESIGN.md, "Model and UI")."""
