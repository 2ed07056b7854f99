export {
  Notification,
  notificationIcons,
  notificationDismissReasons,
  type NotificationProps,
  type NotificationDismissReason,
} from './Notification';
