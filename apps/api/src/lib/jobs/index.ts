export { enqueueJob, findJob, type EnqueueOptions, type FoundJob } from "./enqueue";
export {
  JOB_KINDS,
  JOB_QUEUES,
  JOB_SCHEMA,
  type JobKind,
  type JobPayloads,
  type QueuePolicy,
} from "./registry";
export {
  createJobRunner,
  type Job,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
  type JobRunnerOptions,
} from "./runner";
