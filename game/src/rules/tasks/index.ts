// ToonTasks and invasions: what a task asks for, and which invasions count for it.
export * from './task-invasions.js';
export * from './task-objective.js';
