export {
  AgentDeviceList,
  type AgentDevice,
  type AgentDeviceListProps,
  type AgentOpenRequest,
} from './AgentDeviceList.tsx';
