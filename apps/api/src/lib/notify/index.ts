export { createNotifier, disabledNotifier, notificationMessageId } from "./notifier";
export type { Notifier, NotifierOptions, NotifyLogger } from "./notifier";
export { renderNotification } from "./messages";
export type { NotificationEvent, NotificationKind } from "./messages";
