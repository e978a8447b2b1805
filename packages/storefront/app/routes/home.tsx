import { Button, Stack } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Nirmal | Water purifiers, air purifiers and vacuum cleaners' },
  {
    name: 'description',
    content: 'Buy Nirmal purifiers and vacuum cleaners, renew your AMC and book service visits online.',
  },
];

const Home = observer(function Home() {
  const { profile } = useStores();
  const navigate = useNavigate();
  return (
    <Stack gap={4}>
      <h1>Clean water and clean air, looked after</h1>
      <p>
        Buy purifiers and vacuum cleaners, renew the annual maintenance plan of your devices and book a
        service visit at a time that suits you.
      </p>
      <div>
        <Button onClick={() => void navigate('/amc/my-devices')}>
          {profile.isLoggedIn ? 'Go to my devices' : 'Sign in to see your devices'}
        </Button>
      </div>
    </Stack>
  );
});

export default Home;
