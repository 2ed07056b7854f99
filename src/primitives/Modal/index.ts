export {
  Modal,
  ModalRoot,
  ModalTrigger,
  ModalContent,
  ModalClose,
  type ModalRootProps,
  type ModalTriggerProps,
  type ModalContentProps,
  type ModalCloseProps,
} from './Modal';
