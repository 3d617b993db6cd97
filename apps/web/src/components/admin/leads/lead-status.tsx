// The lead's status badge is the area's one badge (shell/status-badge.tsx); kept here for the leads list
// until it imports it from there.
export { LeadStatusBadge } from "../shell/status-badge";
