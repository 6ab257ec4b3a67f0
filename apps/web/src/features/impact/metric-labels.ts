// The names and definitions of the metrics on the impact and organisation pages, as messages of
// their catalogue (the shared METRIC_LABELS stay the staff screens' and the exports' words).
import type { MetricKey } from "@alliance/shared";
import type { MessageId } from "../../i18n/message-ids";

export const METRIC_NAMES: Record<MetricKey, MessageId> = {
  aware: "impact.metric.aware",
  engaged: "impact.metric.engaged",
  trained: "impact.metric.trained",
  certified: "impact.metric.certified",
  orgsReached: "impact.metric.orgsReached",
  reachedByLeaders: "impact.metric.reachedByLeaders",
};

export const METRIC_MEANINGS: Record<MetricKey, MessageId> = {
  aware: "impact.definition.aware",
  engaged: "impact.definition.engaged",
  trained: "impact.definition.trained",
  certified: "impact.definition.certified",
  orgsReached: "impact.definition.orgsReached",
  reachedByLeaders: "impact.definition.reachedByLeaders",
};
